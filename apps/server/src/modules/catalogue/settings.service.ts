import {
  OPERATOR_SETTING_GROUPS,
  OPERATOR_SETTING_GROUP_NAMES,
  type AdminSetting,
  type AdminSettingList,
  type OperatorSettingGroup,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import {
  boundsOf,
  isNumericSettingName,
  isTextSettingName,
  OPERATOR_DEFAULTS,
  OPERATOR_KINDS,
  OPERATOR_TEXT_DEFAULTS,
  settingProblem,
  type OperatorSettings,
} from '../../platform/operator-settings';
import { authorize } from '../../platform/policy';
import { adminPolicy } from '../admin/admin.policy';
import type { Operator } from '../admin/admin.service';

export interface SettingsDeps {
  db: Db;
  operator: OperatorSettings;
  /** Drops this node's short-lived copies of settings (translation prices: 10 s on other nodes). */
  forget: () => void;
}

const groupOf = (name: string): OperatorSettingGroup =>
  OPERATOR_SETTING_GROUP_NAMES.find((group) => (OPERATOR_SETTING_GROUPS[group] as readonly string[]).includes(name))!;

/**
 * The operator settings in the console (issue 17; docs/decisions.md 59): every setting of
 * platform/operator-settings.ts with its value and default, changed within the bounds the `setting`
 * command checks (`settingProblem`, one check for both). Services read settings from the database on each
 * use, so a change counts at once on every node; translation prices, kept 10 s per node, are forgotten here
 * at once and on other nodes within those 10 s. Each change is audited before and after.
 */
export class SettingsService {
  constructor(private readonly d: SettingsDeps) {}

  async list(op: Operator): Promise<AdminSettingList> {
    authorize(op.actor, adminPolicy['settings.write'], undefined);
    const names = OPERATOR_SETTING_GROUP_NAMES.flatMap((group) => OPERATOR_SETTING_GROUPS[group] as readonly string[]);
    return { data: await Promise.all(names.map((name) => this.one(name))) };
  }

  async update(op: Operator, name: string, value: number | string): Promise<AdminSetting> {
    authorize(op.actor, adminPolicy['settings.write'], undefined);
    const { operator } = this.d;
    if (!isTextSettingName(name) && !isNumericSettingName(name)) throw fail.notFound('No such setting');
    const text = isTextSettingName(name);
    if (text !== (typeof value === 'string'))
      throw fail.validation({ value: text ? `${name} takes text` : `${name} takes a number` });
    const problem = settingProblem(name, value);
    if (problem) throw fail.validation({ value: problem }, problem);
    const before = (await this.one(name)).value;
    await this.d.db.transaction(async (tx) => {
      if (isTextSettingName(name)) await operator.setText(name, String(value), tx);
      else await operator.set(name, Number(value), tx);
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'settings.set',
        target: `setting:${name}`,
        before: { value: before },
        after: { value: text ? String(value).trim() : value },
        ip: op.ip,
      });
    });
    this.d.forget();
    return this.one(name);
  }

  private async one(name: string): Promise<AdminSetting> {
    const group = groupOf(name);
    if (isTextSettingName(name)) {
      const value = await this.d.operator.getText(name);
      return { name, group, kind: 'text', value, default: OPERATOR_TEXT_DEFAULTS[name], min: null, max: null };
    }
    if (!isNumericSettingName(name)) throw fail.notFound('No such setting');
    const kind = OPERATOR_KINDS[name];
    const { min, max } = boundsOf(kind);
    return { name, group, kind, value: await this.d.operator.get(name), default: OPERATOR_DEFAULTS[name], min, max };
  }
}
