import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Command } from 'cmdk';
import { useNavigate } from 'react-router';
import { setLanguage, useT } from '@cairn/i18n';
import { LANGUAGES, THEMES, type LanguageCode, type ThemeName } from '@cairn/types';
import { selectLanguage, selectThemeName, useAppStore, useStoreApi } from '@cairn/state';
import { Modal, SearchIcon, Spinner } from '@cairn/ui-kit';
import { useCurrentItem } from '../../../shared/current-item';
import { runAppAction, useHasAppAction } from '../../../shared/keyboard/app-actions';
import { authCommands, useSignOut } from '../../auth';
import { commandMatches, navigationCommands } from '../hooks/palette-commands';
import { useRecentPicks, type RecentPick } from '../hooks/recent-picks';
import { usePaletteSearch } from '../hooks/use-palette-search';
import { ItemChoicePage, OpenItemGroup, useCanEditItem, type ItemPage } from './PaletteItemCommands';
import { hasResults, PaletteResults } from './PaletteResults';
import './command-palette.css';

/** Props of CommandPalette. */
export interface CommandPaletteProps {
  slug: string;
  open: boolean;
  onClose: () => void;
  /** Opens the shortcut modal (the palette closes first). */
  onShowShortcuts: () => void;
}

type Page = 'root' | 'language' | ItemPage;

const THEME_LABEL: Record<ThemeName, string> = { light: 'command_palette.theme_light', dark: 'command_palette.theme_dark', system: 'command_palette.theme_system' };

/**
 * The command palette (issue 17; cmdk inside the kit's Modal): the server's ranked results for the typed text, the
 * open work item's commands, every feature's "go to" entries, create, theme, language, shortcuts and sign out. Recent
 * picks lead when nothing is typed. Nested pages (state, priority, assignees, language) go back with Backspace on an
 * empty input or Escape.
 */
export function CommandPalette(props: CommandPaletteProps) {
  return props.open ? <PaletteDialog {...props} /> : null;
}

function PaletteDialog(props: CommandPaletteProps) {
  const { t } = useT();
  const { slug, onClose } = props;
  const navigate = useNavigate();
  const storeApi = useStoreApi();
  const [text, setText] = useState('');
  const [page, setPage] = useState<Page>('root');
  const [recent, remember] = useRecentPicks(slug);
  const search = usePaletteSearch(slug, page === 'root' ? text : '');
  const item = useCurrentItem();
  const currentItem = item && item.slug === slug ? item : undefined;
  const canEditItem = useCanEditItem(currentItem);
  const canCreate = useHasAppAction('create_work_item');
  const theme = useAppStore(selectThemeName);
  const language = useAppStore(selectLanguage);
  const signOut = useSignOut();

  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  const pick = (p: RecentPick) => {
    remember(p);
    go(p.path);
  };
  const openPage = (next: Page) => {
    setPage(next);
    setText('');
  };
  const back = () => openPage('root');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (page !== 'root' && (event.key === 'Escape' || (event.key === 'Backspace' && text === ''))) {
      // Back one page; the dialog's own Escape (on the document) must not close the palette too.
      event.preventDefault();
      event.stopPropagation();
      back();
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      onClose();
    }
  };

  const matches = (label: string, keywords?: readonly string[]) => commandMatches(label, keywords, text);
  const entry = search.entry;
  const results = entry?.results;
  const searching = page === 'root' && text.trim() !== '' && (entry?.status === 'loading' || search.asked !== text.trim());

  const commandItem = (id: string, label: string, run: () => void, keywords?: readonly string[]) =>
    matches(label, keywords) ? (
      <Command.Item key={id} value={`cmd:${id}`} onSelect={run} className="cw-palette__item">
        <span className="cw-palette__label">{label}</span>
      </Command.Item>
    ) : null;

  const rootPage = (
    <>
      {text.trim() === '' && recent.length > 0 ? (
        <Command.Group heading={t('command_palette.group_recent')}>
          {recent.map((r) => (
            <Command.Item key={r.key} value={`recent:${r.key}`} onSelect={() => pick(r)} className="cw-palette__item">
              {r.prefix ? <span className="cw-wi-key cw-palette__key">{r.prefix}</span> : null}
              <span className="cw-palette__label">{r.label}</span>
            </Command.Item>
          ))}
        </Command.Group>
      ) : null}
      {text.trim() !== '' && results ? <PaletteResults slug={slug} results={results} onPick={pick} /> : null}
      {currentItem && canEditItem ? <OpenItemGroup item={currentItem} text={text} onPage={openPage} /> : null}
      {canCreate ? (
        <Group heading={t('command_palette.group_create')}>
          {commandItem('create-work-item', t('command_palette.create_work_item'), () => {
            onClose();
            runAppAction('create_work_item');
          }, ['new', 'issue'])}
        </Group>
      ) : null}
      <Group heading={t('command_palette.group_navigate')}>
        {navigationCommands().map((c) => commandItem(c.id, t('command_palette.go_to', { place: t(c.labelKey) }), () => go(c.path(slug)), c.keywords))}
      </Group>
      <Group heading={t('command_palette.group_preferences')}>
        {THEMES.filter((th) => th !== theme).map((th) =>
          commandItem(`theme-${th}`, t(THEME_LABEL[th]), () => {
            onClose();
            void storeApi.getState().updateProfileTheme({ theme: th }).catch(() => undefined);
          }, ['theme', th]),
        )}
        {commandItem('language', t('command_palette.change_language'), () => openPage('language'), ['language', 'locale'])}
        {commandItem('shortcuts', t('command_palette.show_shortcuts'), () => {
          onClose();
          props.onShowShortcuts();
        }, ['keyboard', 'keys', 'help'])}
      </Group>
      <Group heading={t('command_palette.group_account')}>
        {authCommands.map((c) => commandItem(c.id, t(c.labelKey), () => {
          onClose();
          void signOut();
        }, ['logout', 'log out']))}
      </Group>
    </>
  );

  const languagePage = (
    <Command.Group heading={t('command_palette.language_page')}>
      {LANGUAGES.filter((l) => matches(l.name, [l.code, t(`languages.${l.code}`)])).map((l) => (
        <Command.Item
          key={l.code}
          value={`language:${l.code}`}
          className="cw-palette__item"
          aria-current={l.code === language || undefined}
          onSelect={() => {
            onClose();
            void (async () => {
              try {
                await setLanguage(l.code);
                await storeApi.getState().updateProfile({ language: l.code as LanguageCode });
              } catch {
                // A failed save is reported by the store.
              }
            })();
          }}
        >
          <span className="cw-palette__label">{l.name}</span>
          {l.code === language ? <span className="cw-palette__hint">{t('command_palette.current')}</span> : null}
        </Command.Item>
      ))}
    </Command.Group>
  );

  return (
    <Modal open onClose={onClose} aria-label={t('command_palette.title')} hideCloseButton size="lg" className="cw-palette-modal">
      <Command label={t('command_palette.input_label')} shouldFilter={false} loop onKeyDown={onKeyDown} className="cw-palette">
        <div className="cw-palette__input-row">
          {page !== 'root' ? (
            <button type="button" className="cw-palette__back" onClick={back}>
              {t('command_palette.back')}
            </button>
          ) : (
            <SearchIcon size={16} aria-hidden="true" className="cw-palette__icon" />
          )}
          <Command.Input
            value={text}
            onValueChange={setText}
            placeholder={page === 'root' ? t('command_palette.placeholder') : undefined}
            aria-label={t('command_palette.input_label')}
            maxLength={200}
            className="cw-palette__input"
          />
          {searching ? <Spinner size="sm" aria-label={t('command_palette.searching')} /> : null}
        </div>
        <Command.List className="cw-palette__list">
          {page === 'root' && entry?.status === 'error' && !hasResults(results) ? (
            <div className="cw-palette__note" role="status">
              {t('command_palette.search_failed')}
            </div>
          ) : null}
          {searching && !hasResults(results) ? null : <Command.Empty className="cw-palette__note">{t('command_palette.no_results')}</Command.Empty>}
          {page === 'root' ? rootPage : null}
          {page === 'language' ? languagePage : null}
          {(page === 'state' || page === 'priority' || page === 'assignee') && currentItem ? (
            <ItemChoicePage item={currentItem} page={page} text={text} onDone={onClose} />
          ) : null}
        </Command.List>
      </Command>
    </Modal>
  );
}

/** A group that disappears when none of its commands matches the text. */
function Group(props: { heading: string; children: ReactNode }) {
  const children = Array.isArray(props.children) ? props.children.flat() : [props.children];
  if (!children.some((c) => c !== null && c !== undefined && c !== false)) return null;
  return <Command.Group heading={props.heading}>{props.children}</Command.Group>;
}
