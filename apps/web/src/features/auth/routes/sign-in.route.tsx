import { useSearchParams } from 'react-router';
import { EmailStep } from '../components/EmailStep';
import { PasswordStep } from '../components/PasswordStep';
import { UniqueCodeStep } from '../components/UniqueCodeStep';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { useAuthLink } from '../hooks/use-complete-sign-in';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import '../../../app/styles/auth.css';

/** `/`: log in or sign up — email, then password or unique code. */
export function SignInRoute() {
  const [params] = useSearchParams();
  const flow = useSignInFlow(params.get('email') ?? '');
  const authLink = useAuthLink();
  useRedirectIfSignedIn();

  if (flow.step === 'password') {
    return (
      <PasswordStep
        email={flow.email}
        error={flow.error}
        busy={flow.busy}
        forgotHref={authLink('/accounts/forgot-password', { email: flow.email })}
        onSubmit={(password) => void flow.submitPassword(password)}
        onUseCode={() => void flow.switchToUniqueCode()}
        onChangeEmail={flow.changeEmail}
      />
    );
  }
  if (flow.step === 'unique-code') {
    return (
      <UniqueCodeStep
        email={flow.email}
        error={flow.error}
        busy={flow.busy}
        resendIn={flow.resendIn}
        hasPassword={flow.hasPassword}
        onSubmit={(code) => void flow.submitCode(code)}
        onResend={() => void flow.resendCode()}
        onUsePassword={flow.switchToPassword}
        onChangeEmail={flow.changeEmail}
      />
    );
  }
  return (
    <EmailStep initialEmail={flow.email} error={flow.error} busy={flow.busy} signUpHref={authLink('/sign-up')} onSubmit={(email) => void flow.submitEmail(email)} />
  );
}
