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
