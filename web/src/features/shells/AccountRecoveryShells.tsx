import { ShellPage } from './ShellPage';

export function ForgotPasswordShell() {
  return (
    <ShellPage title="Forgot your password?">
      Soon you will be able to enter your email address here to receive a link for choosing a
      new password.
    </ShellPage>
  );
}

export function ResetPasswordShell() {
  return (
    <ShellPage title="Reset your password">
      This page will let you choose a new password from the link in your password-reset email.
    </ShellPage>
  );
}

export function VerifyEmailShell() {
  return (
    <ShellPage title="Verify your email">
      This page will confirm your email address from the link in your verification email.
    </ShellPage>
  );
}
