import { useSearchParams } from 'react-router';
import { useInstanceInfo } from '../../../shared/instance/use-instance-info';
import { EmailStep } from '../components/EmailStep';
import { InstanceInfoFallback } from '../components/InstanceInfoFallback';
import { PasswordStep } from '../components/PasswordStep';
import { UniqueCodeStep } from '../components/UniqueCodeStep';
import { signInMethods } from '../hooks/sign-in-steps';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { useAuthLink } from '../hooks/use-complete-sign-in';
import { useRedirectIfSignedIn } from '../hooks/use-redirect-if-signed-in';
import '../../../app/styles/auth.css';

/**
 * `/`: log in or sign up — SSO providers, email, then password or unique code — offering only the methods the
 * instance has on (GET /api/instances/; "Failed to fetch instance info" with a retry when it cannot be read).
 */
export function SignInRoute() {
  const [params] = useSearchParams();
  const instance = useInstanceInfo();
  const methods = signInMethods(instance.info?.config);
  const flow = useSignInFlow(params.get('email') ?? '', methods);
  const authLink = useAuthLink();
  useRedirectIfSignedIn();

  if (!instance.info) return <InstanceInfoFallback state={instance} />;
  if (flow.step === 'password') {
    return (
      <PasswordStep
        email={flow.email}
        error={flow.error}
        busy={flow.busy}
        forgotHref={authLink('/accounts/forgot-password', { email: flow.email })}
        codeEnabled={methods.code}
        onSubmit={(password) => void flow.submitPassword(password)}
        onUseCode={() => void flow.switchToUniqueCode()}
        onChangeEmail={flow.changeEmail}
        onEdit={flow.clearError}
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
        passwordEnabled={methods.password}
        smtpConfigured={methods.smtp}
        onSubmit={(code) => void flow.submitCode(code)}
        onResend={() => void flow.resendCode()}
        onUsePassword={flow.switchToPassword}
        onChangeEmail={flow.changeEmail}
        onEdit={flow.clearError}
      />
    );
  }
  return (
    <EmailStep
      initialEmail={flow.email}
      error={flow.error}
      busy={flow.busy}
      emailEnabled={methods.password || methods.code}
      ssoProviders={instance.info.config.sso_providers}
      nextPath={params.get('next_path')}
      signUpHref={methods.signUp && methods.password ? authLink('/sign-up') : null}
      onSubmit={(email) => void flow.submitEmail(email)}
      onEdit={flow.clearError}
    />
  );
}
