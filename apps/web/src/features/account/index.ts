/** Sign-in and sign-out (the session), the login, register, e-mail and verification dialogs, and the account form rules. */
export { contactProblem, fieldMessage, newPasswordRule, passwordRule } from './form-rules';
export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { addAnotherAccount, clearLocalSession, logout, saveCurrentAccount, switchAccount } from './session';
export { useWechatShare } from './wechat-share';
