import { Fragment } from 'react';
import { useT } from '@cairn/i18n';
import { Modal } from '@cairn/ui-kit';
import { keyLabel, SHORTCUT_GROUPS, SHORTCUTS, type ShortcutDefinition } from '../../../shared/keyboard/shortcuts';
import './command-palette.css';

/** The keys of one shortcut: "Ctrl K" (together) or "G then I" (a sequence), each in <kbd>. */
function Keys(props: { shortcut: ShortcutDefinition }) {
  const { t } = useT();
  const { keys } = props.shortcut;
  const sequence = keys.length === 2 && keys[0] !== 'Mod';
  return (
    <span className="cw-shortcuts__keys">
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && sequence ? <span>{t('shortcuts.then')}</span> : null}
          <kbd className="cw-kbd">{keyLabel(key)}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/** The "?" modal: every shortcut of the registry (shared/keyboard/shortcuts.ts), grouped; it cannot drift from what is bound. */
export function ShortcutModal(props: { open: boolean; onClose: () => void }) {
  const { t } = useT();
  return (
    <Modal open={props.open} onClose={props.onClose} title={t('shortcuts.title')} description={t('shortcuts.description')}>
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.id} className="cw-shortcuts__group" aria-labelledby={`cw-shortcuts-${group.id}`}>
          <h3 id={`cw-shortcuts-${group.id}`} className="cw-shortcuts__title">
            {t(group.labelKey)}
          </h3>
          <ul className="cw-shortcuts__list">
            {SHORTCUTS.filter((s) => s.group === group.id).map((s) => (
              <li key={s.id} className="cw-shortcuts__row" data-shortcut={s.id}>
                <span>{t(s.labelKey)}</span>
                <Keys shortcut={s} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
