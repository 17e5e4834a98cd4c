/** Validation texts exactly as the spec (§5, §8) words them. */
export const ValidationText = {
  emailOrPhoneRequired: 'Email or phone Can not be empty',
  codeRequired: 'Code Can not be empty',
  nameInvalid: 'Name is invalid, 4-20 symbols',
  passwordInvalid: 'Password is invalid',
  passwordInvalidMin: 'Password is invalid, 6 symbols minimum',
  passwordsDiffer: 'Passwords are not the same',
  captchaRequired: 'Please click on the validation area',
  emailInvalid: 'Email address is invalid',
  illegalAccess: 'Illegal access',
  cannotBeEmpty: 'Cannot be empty',
  notEnoughGold: 'You do not have enough gold to proceed',
  userHidden: "User doesn't exist or hidden",
  tooManyDevices: 'Account signed in to more than 5 devices, verify status',
  blockingUser: 'You are blocking this user, they cannot reply',
  waitForResponse: 'Please wait for response before sending more messages',
  phoneInvalid: 'Phone number is invalid',
} as const;
