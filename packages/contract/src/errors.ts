/** Product error codes of ARCHITECTURE.md §4: six digits, HTTP status first. Defined once, matched by number. */
export const ErrorCode = {
  Plain: 0,
  ValidationFailed: 400001,
  WrongCredentials: 400002,
  CodeInvalid: 400003,
  CaptchaInvalid: 400004,
  AlreadyVerified: 400010,
  AccountBanned: 400015,
  AccountDeactivated: 400016,
  NotEnoughGold: 400022,
  FeedLimit: 400057,
  MessageNeedsVipOrEmail: 400058,
  WaitForReply: 400059,
  ContactNeedsVip: 400060,
  HiddenProfile: 400061,
  VipOnly: 400062,
  AccountRestricted: 400073,
  TooManyDevices: 400074,
  TrialUsed: 400085,
  Blocked: 403001,
  TooManyRequests: 429000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The English message that goes with each product code; clients translate by code. */
export const errorMessages: Record<ErrorCode, string> = {
  [ErrorCode.Plain]: 'Request failed',
  [ErrorCode.ValidationFailed]: 'Validation failed',
  [ErrorCode.WrongCredentials]: 'Wrong identity or password',
  [ErrorCode.CodeInvalid]: 'Code is wrong or expired',
  [ErrorCode.CaptchaInvalid]: 'Please click on the validation area',
  [ErrorCode.AlreadyVerified]: 'Already verified',
  [ErrorCode.AccountBanned]: 'This account has been banned, please contact us',
  [ErrorCode.AccountDeactivated]: 'This account is deactivated, reactivate it to sign in',
  [ErrorCode.NotEnoughGold]: 'You do not have enough gold to proceed',
  [ErrorCode.FeedLimit]: 'Members without VIP can post 2 times in 24 hours',
  [ErrorCode.MessageNeedsVipOrEmail]: 'Verify your e-mail or upgrade to VIP to send more messages',
  [ErrorCode.WaitForReply]: 'Please wait for response before sending more messages',
  [ErrorCode.ContactNeedsVip]: 'Contact details need VIP or payment',
  [ErrorCode.HiddenProfile]: "User doesn't exist or hidden",
  [ErrorCode.VipOnly]: 'This feature is for VIP members',
  [ErrorCode.AccountRestricted]: 'Account restricted, please contact support',
  [ErrorCode.TooManyDevices]: 'Account signed in to more than 5 devices, verify status',
  [ErrorCode.TrialUsed]: 'The trial has already been used',
  [ErrorCode.Blocked]: 'You are blocked: you cannot message this user',
  [ErrorCode.TooManyRequests]: 'Too many requests, please try again later',
};

/** Body of every failed response. */
export interface ApiErrorBody {
  code: number;
  message: string;
  errors?: Record<string, string>;
}

/** Codes whose prompt offers the upgrade modal (spec §8). */
export const upgradePromptCodes: readonly number[] = [
  ErrorCode.FeedLimit,
  ErrorCode.MessageNeedsVipOrEmail,
  ErrorCode.WaitForReply,
  ErrorCode.ContactNeedsVip,
  ErrorCode.HiddenProfile,
  ErrorCode.VipOnly,
  ErrorCode.TrialUsed,
];
