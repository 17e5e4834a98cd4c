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

/**
 * Why a refusal happened, when its code alone has several causes: clients branch on `code` + `reason`,
 * never on the English `message`. Grouped by the code that carries them.
 */
export const RefusalReason = {
  // 403001 Blocked: sending a message is refused for one of four causes.
  /** The sender blocks the recipient (they could not reply): unblock to write. */
  Blocking: 'blocking',
  /** The recipient blocks the sender. */
  BlockedBy: 'blocked_by',
  /** The recipient's message source is "pass": nobody may start a conversation with them. */
  NotAccepting: 'not_accepting',
  /** The recipient accepts messages only in their own language, and this text is in another. */
  OtherLanguage: 'other_language',

  // 400058 MessageNeedsVipOrEmail: two causes, both answered by verifying the e-mail or upgrading.
  /** The recipient's message source is "validate": new conversations only from verified or VIP members. */
  VerifiedOnly: 'verified_only',
  /** The sender (unverified, without VIP) has started the day's allowed number of new conversations. */
  DailyLimit: 'daily_limit',

  // 400002 WrongCredentials.
  /** Sign-in: no account with this identity, or the wrong password for it. */
  WrongCredentials: 'wrong_credentials',
  /** The current password, asked again to change it or to delete the account, is wrong. */
  WrongPassword: 'wrong_password',

  // Code 0 on `POST recall`.
  /** The recall window (operator setting) has passed. */
  RecallExpired: 'recall_expired',
  /** Only the sender can recall a message. */
  RecallNotSender: 'recall_not_sender',

  // Code 0 on `POST friend_requests`.
  /** The member has turned friend requests off. */
  FriendRequestsClosed: 'friend_requests_closed',

  // 400001 on uploads (`POST uploads`, `PUT uploads/{id}`) and photo sales (`PUT uploads/pay`); 408 on uploads.
  /** The photo shows text (contact details are not allowed in pictures). */
  PhotoHasText: 'photo_has_text',
  /** The file is not a JPEG, PNG, WebP or GIF image. */
  NotImage: 'not_image',
  /** The image is below the minimum side (UPLOAD_MIN_SIDE). */
  ImageTooSmall: 'image_too_small',
  /** The image is above the maximum side (UPLOAD_MAX_SIDE). */
  ImageTooLarge: 'image_too_large',
  /** The multipart body could not be read (cut off on the way): send it again. */
  UploadMalformed: 'upload_malformed',
  /** The upload did not arrive in time (408). */
  UploadTooSlow: 'upload_too_slow',
  /** A secret photo's price changed since the buyer saw it: nothing was charged. */
  PriceChanged: 'price_changed',
  /** The photo was already sent or shown; it cannot become secret (paid) now. */
  AlreadyShown: 'already_shown',

  // Code 0 (403 / 409) and 400001 on human translation requests.
  /** Only members with the translator role can do this. */
  NotTranslator: 'not_translator',
  /** A translator cannot take their own request. */
  OwnRequest: 'own_request',
  /** Another translator took this request first. */
  AlreadyClaimed: 'already_claimed',
  /** The request is someone else's to answer. */
  NotYours: 'not_yours',
  /** The request's time ran out before it was answered. */
  RequestExpired: 'request_expired',
  /** The text is already in the reader's language. */
  SameLanguage: 'same_language',
  /** The item has no text to translate. */
  NothingToTranslate: 'nothing_to_translate',

  // The operations console (issue 17): 403 on `/v1/admin/*`, 400003 on `POST authenticate` and 2FA enable.
  /** An operator must enable two-factor sign-in (`POST admin/2fa/setup`, `enable`) before using the console. */
  TwoFactorRequired: 'two_factor_required',
  /** This account signs in with a second factor: send `otp` (authenticator code or recovery code). */
  OtpRequired: 'otp_required',
  /** The authenticator or recovery code is wrong, expired or already used. */
  OtpInvalid: 'otp_invalid',
  /** Two-factor sign-in is already enabled: a new secret cannot replace it from the console. */
  TwoFactorEnabled: 'two_factor_enabled',

  // `POST game` (issue 19): why a round's score was refused.
  /** 403: the signature does not match this member, round and time (forged, another member's, tampered). */
  GameSignatureInvalid: 'game_signature_invalid',
  /** 409: this round's score was already accepted; a round counts once. */
  GameRoundUsed: 'game_round_used',
  /** 400: sent sooner after the round's issue than any round can be played. */
  GameTooFast: 'game_too_fast',
  /** 400: the round was issued longer ago than a round lives (`GAME.roundLifetimeSeconds`). */
  GameRoundExpired: 'game_round_expired',
  /** 400001: no round can end with this score (negative, fractional, above the maximum, off the formula). */
  GameScoreImpossible: 'game_score_impossible',
  // 409 on `POST verification` (issue 19).
  /** A selfie already waits for an operator's review: no second one until it is decided. */
  VerificationPending: 'verification_pending',
  // Contact details for gold (issue 18): 403 on `PUT contact` and `POST contact/{id}`, 400060 on reading or buying.
  /** Only partners (is_partner > 0) sell their contact details and cash out (403 on `PUT contact`, `POST withdraw`). */
  NotPartner: 'not_partner',
  /** The member does not sell their contact details (never offered, switched off, or no longer a partner). */
  ContactNotOffered: 'contact_not_offered',
  /** Others' contact details show only to VIP members and members who have paid (spec §6): upgrade or recharge. */
  VipOrPayment: 'vip_or_payment',
  // The wrapper's recharge portal (issue 18): 400003 on `POST key/redeem`, 403 with a recharge-only token.
  /** The portal address was altered (sign, ts, to or member) or its key is unknown. */
  PortalKeyInvalid: 'portal_key_invalid',
  /** The portal key is older than 5 minutes. */
  PortalKeyExpired: 'portal_key_expired',
  /** The portal key was already used. */
  PortalKeyUsed: 'portal_key_used',
  /** The browser is signed in as another member than the one the key was made for. */
  PortalKeyOtherMember: 'portal_key_other_member',
  /** A recharge-portal session may only recharge and buy VIP; everything else needs a full sign-in. */
  RechargeOnly: 'recharge_only',
  // Cash-out (issue 18): 403 and 400001 on `POST withdraw`.
  /** The amount is below the operator's minimum per withdrawal (`withdrawMinGold`). */
  BelowMinimum: 'below_minimum',
  /** The amount is more than the gold the partner may withdraw now (earned, cleared, not yet asked for). */
  AboveWithdrawable: 'above_withdrawable',
} as const;
export type RefusalReason = (typeof RefusalReason)[keyof typeof RefusalReason];
export const REFUSAL_REASONS = Object.values(RefusalReason) as [RefusalReason, ...RefusalReason[]];

/** Body of every failed response. `reason` is there only on refusals whose code has several causes. */
export interface ApiErrorBody {
  code: number;
  message: string;
  errors?: Record<string, string>;
  reason?: RefusalReason;
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
