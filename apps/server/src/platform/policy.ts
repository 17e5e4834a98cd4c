import { OPERATOR_ROLES, type OperatorRole } from '@yuanfen/contract';
import type { AppError } from './errors';

/**
 * The policy layer (docs/decisions.md 31): who may do what, asked once at the top of a service call.
 * Each module states its rules in `<domain>.policy.ts` as typed actions over the facts the service
 * gathered (a post's author, an order's owner, the graph between two members); services `authorize`
 * (throws the module's usual refusal) and presenters ask `can` (a `can` flag for the client).
 * Operator roles are rules here too: an action lists the operator roles it grants, never an `if` on a
 * role in a service.
 */

/** The roles of the operations console (issue 17). Holding one grants only what an action lists. */
export { OPERATOR_ROLES, type OperatorRole };

/** A signed-in member acting. */
export interface MemberActor {
  kind: 'member';
  id: number;
  /** `users.roles`: the operator roles held (a member may hold several; none for a plain member). */
  roles: readonly OperatorRole[];
  /** vip = 1 (unexpired) or free = 1: the contract's `isVip`. */
  vip: boolean;
}

/** Someone who is not signed in. */
export interface VisitorActor {
  kind: 'visitor';
  id: null;
}

export type Actor = MemberActor | VisitorActor;

export const VISITOR: VisitorActor = { kind: 'visitor', id: null };

export const isOperatorRole = (role: string): role is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(role);

/** `users.roles` as stored → the operator roles the policy knows (unknown values are dropped). */
export const rolesOf = (stored: readonly string[] | null | undefined): OperatorRole[] =>
  OPERATOR_ROLES.filter((role) => stored?.includes(role));

/** What a service passes of the acting member: their stored roles and VIP state. */
export interface ActorFacts {
  roles?: readonly string[] | null;
  vip?: boolean;
}

/**
 * A member acting. `roles` and `vip` default to a plain member without VIP: enough for rules about
 * ownership; a service whose action reads the roles or VIP state (or grants operators) passes them.
 */
export function memberActor(id: number, facts: ActorFacts = {}): MemberActor {
  return { kind: 'member', id, roles: rolesOf(facts.roles), vip: facts.vip ?? false };
}

/** The actor of a service call that takes `viewerId` (null: a visitor). */
export const actorOf = (viewerId: number | null, facts?: ActorFacts): Actor =>
  viewerId === null ? VISITOR : memberActor(viewerId, facts);

/** A refusal, built only when a caller `authorize`s (a presenter's `can` never builds the error). */
export type Refusal = () => AppError;

/** A rule answers `ALLOW`, or the refusal the actor gets. Pure: it reads only the actor and the subject. */
export type Rule<S> = (actor: Actor, subject: S) => Refusal | typeof ALLOW;
export const ALLOW = null;

/** What an operator role may do with an action: all of it (`true`), or what its own rule allows. */
export type OperatorGrant<S> = true | ((actor: MemberActor, subject: S) => boolean);

export interface Action<S> {
  /** `<domain>.<verb>`, as documentation and tests name it. */
  readonly name: string;
  readonly rule: Rule<S>;
  /** Operator roles that may act where the member rule refuses (none unless the action says so). */
  readonly operators: Readonly<Partial<Record<OperatorRole, OperatorGrant<S>>>>;
}

/** One action of a module's policy. */
export function action<S>(
  name: string,
  rule: Rule<S>,
  operators: Partial<Record<OperatorRole, OperatorGrant<S>>> = {},
): Action<S> {
  return { name, rule, operators };
}

/** The refusal of `action` for `actor` on `subject`, or `ALLOW`. Any one of the actor's roles may grant. */
export function decide<S>(actor: Actor, act: Action<S>, subject: S): Refusal | typeof ALLOW {
  const refusal = act.rule(actor, subject);
  if (refusal === ALLOW || actor.kind !== 'member') return refusal;
  for (const role of actor.roles) {
    const grant = act.operators[role];
    if (grant === true || (grant && grant(actor, subject))) return ALLOW;
  }
  return refusal;
}

/** Throws the action's refusal (the same coded `AppError` the module always answered) unless allowed. */
export function authorize<S>(actor: Actor, act: Action<S>, subject: S): void {
  const refusal = decide(actor, act, subject);
  if (refusal !== ALLOW) throw refusal();
}

/** Whether the actor may: for presenters' `can` flags and for filtering. */
export function can<S>(actor: Actor, act: Action<S>, subject: S): boolean {
  return decide(actor, act, subject) === ALLOW;
}
