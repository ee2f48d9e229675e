import '../../../app/styles/onboarding.css';

/** Title and subtitle of an onboarding step. */
export function OnboardingHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="cw-onboarding__heading">
      <h1 className="cw-onboarding__title">{title}</h1>
      {subtitle ? <p className="cw-onboarding__subtitle">{subtitle}</p> : null}
    </div>
  );
}
