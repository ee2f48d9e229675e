import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { dayPeriod, greetingDate } from '../hooks/greeting';

const MINUTE = 60_000;

/** "Good morning, Ada" and today's date, in the user's time zone and language; follows the clock. */
export function HomeGreeting() {
  const { t, locale: language } = useT();
  const user = useAppStore((s) => s.currentUser);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  const name = user?.first_name || user?.display_name || '';
  const period = dayPeriod(now);
  return (
    <div className="cw-home__hello">
      <h2 className="cw-home__greeting">{t(`home.greeting_${period}`, { name })}</h2>
      <p className="cw-home__date">{greetingDate(now, language)}</p>
    </div>
  );
}
