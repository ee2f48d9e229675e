/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { I18nProvider, initI18n, setLanguage, useT } from './index';

function Probe() {
  const { t, language } = useT();
  return <p>{`${language}:${t('sidebar.inbox')}`}</p>;
}

describe('useT', () => {
  it('renders the current language and re-renders when it changes', async () => {
    await initI18n({ storage: null });
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('en:Inbox')).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByText('es:Bandeja de entrada')).toBeInTheDocument();
  });
});

describe('useT translators', () => {
  it('answers the same text for the same key and variables, and keeps one function per language', async () => {
    await initI18n({ storage: null });
    await act(() => setLanguage('en'));
    const seen: Array<ReturnType<typeof useT>> = [];
    function Collect() {
      seen.push(useT());
      return null;
    }
    const { rerender } = render(<I18nProvider><Collect /></I18nProvider>);
    rerender(<I18nProvider><Collect /></I18nProvider>);
    expect(seen[0].t).toBe(seen[1].t);
    const { t } = seen[1];
    expect(t('sidebar.inbox')).toBe('Inbox');
    expect(t('sidebar.inbox')).toBe('Inbox');
    const withVars = t('work_item_lists.row.due', { date: 'Mar 2' });
    expect(withVars).toContain('Mar 2');
    expect(t('work_item_lists.row.due', { date: 'Mar 3' })).toContain('Mar 3');
    expect(t('work_item_lists.row.due', { date: 'Mar 2' })).toBe(withVars);
    await act(() => setLanguage('es'));
    expect(seen.at(-1)!.t).not.toBe(t);
    expect(seen.at(-1)!.t('sidebar.inbox')).toBe('Bandeja de entrada');
  });
});
