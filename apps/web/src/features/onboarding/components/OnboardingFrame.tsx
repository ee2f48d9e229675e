import type { ReactNode } from 'react';
import type { OnboardingStep } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { CheckIcon } from '@cairn/ui-kit';
import { CairnMark } from '../../../shared/components/CairnMark';
import { SignOutButton } from '../../auth';
import type { OnboardingScreen } from '../hooks/onboarding-steps';
import '../../../app/styles/auth.css';
import '../../../app/styles/onboarding.css';

/** The onboarding page: brand bar with the signed-in email, the step list, and the current step. */
export function OnboardingFrame(props: { sequence: OnboardingScreen[]; current: number; steps: OnboardingStep; children: ReactNode }) {
  const { t } = useT();
  const email = useAppStore((s) => s.currentUser?.email ?? '');
  return (
    <div className="cw-onboarding">
      <header className="cw-onboarding__header">
        <span className="cw-auth__brand">
          <CairnMark />
          <span>Cairn</span>
        </span>
        <span className="cw-onboarding__who">
          <span className="cw-muted">{email}</span>
          <SignOutButton />
        </span>
      </header>
      <div className="cw-onboarding__body">
        <aside className="cw-onboarding__steps" aria-label={t('onboarding.title')}>
          <p className="cw-onboarding__welcome">{t('onboarding.title')}</p>
          <p className="cw-muted">{t('onboarding.step_of', { current: props.current + 1, total: props.sequence.length })}</p>
          <ol className="cw-steps">
            {props.sequence.map((screen, i) => {
              const done = props.steps[screen];
              const state = done ? 'done' : i === props.current ? 'current' : 'todo';
              return (
                <li key={screen} className={`cw-steps__item cw-steps__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="cw-steps__dot">{done ? <CheckIcon size={12} /> : i + 1}</span>
                  <span>{t(`onboarding.steps.${screen}`)}</span>
                </li>
              );
            })}
          </ol>
        </aside>
        <main className="cw-onboarding__main">
          <div className="cw-onboarding__card">{props.children}</div>
        </main>
      </div>
    </div>
  );
}
