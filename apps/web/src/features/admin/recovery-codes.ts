/** The recovery codes as the text a member copies or downloads: a heading line, then one code a line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return [heading, '', ...codes, ''].join('\n');
}

export const RECOVERY_FILE_NAME = 'yuanfen-recovery-codes.txt';

/** Offers the codes as a text file download. */
export function downloadRecoveryCodes(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
