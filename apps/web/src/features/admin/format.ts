/** Dates as the console shows them: short, in the interface language, with the time. */
export function formatWhen(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'tw' ? 'zh-TW' : language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
