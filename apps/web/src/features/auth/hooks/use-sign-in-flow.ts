import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { MAGIC_CODE_RESEND_SECONDS } from '@cairn/types';
import { getLanguage } from '@cairn/i18n';
import { useServices } from '../../../app/services-context';
import { authErrorKey } from './auth-error';
import { validateEmail, validateSignInPassword } from './auth-validation';
import { ALL_METHODS, stepAfterEmailCheck, type SignInMethods, type SignInStep } from './sign-in-steps';
import { useAuthLink, useCompleteSignIn } from './use-complete-sign-in';
import { useCountdown } from './use-countdown';

/** Texts for the email step's refusals (no method on for this email). */
const OUTCOME_ERRORS = { 'no-method': 'sso.sign_in.no_method_for_email', 'signup-closed': 'sso.sign_in.signup_closed_for_email' } as const;

/**
 * The "log in or sign up" flow: email → password (existing account with a password) or unique code, offering only the
 * methods the instance has on (`methods`; all when not known).
 */
export function useSignInFlow(initialEmail = '', methods: SignInMethods = ALL_METHODS) {
  const services = useServices();
  const navigate = useNavigate();
  const authLink = useAuthLink();
  const completeSignIn = useCompleteSignIn();
  const resend = useCountdown(MAGIC_CODE_RESEND_SECONDS);
  const [step, setStep] = useState<SignInStep>('email');
  const [email, setEmail] = useState(initialEmail);
  const [hasPassword, setHasPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(authErrorKey(e));
    } finally {
      setBusy(false);
    }
  }, []);

  const sendCode = useCallback(
    async (to: string) => {
      await services.auth.magicGenerate({ email: to, language: getLanguage() });
      resend.start();
    },
    [services, resend],
  );

  const submitEmail = useCallback(
    async (value: string) => {
      const invalid = validateEmail(value);
      if (invalid) return setError(invalid);
      const normalized = value.trim().toLowerCase();
      setEmail(normalized);
      await run(async () => {
        const answer = await services.auth.emailCheck({ email: normalized });
        const next = stepAfterEmailCheck(answer, methods);
        if (next === 'sign-up') return void navigate(authLink('/sign-up', { email: normalized }));
        if (next === 'no-method' || next === 'signup-closed') return setError(OUTCOME_ERRORS[next]);
        setHasPassword(answer.existing && answer.status === 'CREDENTIAL');
        if (next === 'unique-code') await sendCode(normalized);
        setStep(next);
      });
    },
    [run, services, sendCode, methods, navigate, authLink],
  );

  const submitPassword = useCallback(
    async (password: string) => {
      const invalid = validateSignInPassword(password);
      if (invalid) return setError(invalid);
      await run(async () => {
        await services.auth.signIn({ email, password });
        await completeSignIn();
      });
    },
    [run, services, email, completeSignIn],
  );

  const submitCode = useCallback(
    async (code: string) => {
      if (!code.trim()) return setError('auth.errors.invalid_code');
      await run(async () => {
        await services.auth.magicSignIn({ email, code: code.trim(), language: getLanguage() });
        await completeSignIn();
      });
    },
    [run, services, email, completeSignIn],
  );

  const resendCode = useCallback(() => run(() => sendCode(email)), [run, sendCode, email]);
  const switchToUniqueCode = useCallback(
    () =>
      run(async () => {
        await sendCode(email);
        setStep('unique-code');
      }),
    [run, sendCode, email],
  );
  const switchToPassword = useCallback(() => {
    setError(null);
    setStep('password');
  }, []);
  const changeEmail = useCallback(() => {
    setError(null);
    setStep('email');
  }, []);
  /** Typing in the step's field after an error clears it (issue 17: errors stayed after a fix). */
  const clearError = useCallback(() => setError(null), []);

  return {
    step, email, hasPassword, error, busy, resendIn: resend.remaining,
    submitEmail, submitPassword, submitCode, resendCode, switchToUniqueCode, switchToPassword, changeEmail, clearError,
  };
}
