import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, type SelectOption } from './select';
import { filterOptions, nextEnabledIndex } from './select-logic';

const languages: SelectOption[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French', description: 'Français' },
  { value: 'de', label: 'German', disabled: true },
  { value: 'es', label: 'Spanish' },
];

function Single({ onChange = jest.fn() }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Language"
      options={languages}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('Select', () => {
  it('opens a listbox rendered into document.body', async () => {
    const { container } = render(<Single />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(container.contains(listbox)).toBe(false);
    expect(document.body.contains(listbox)).toBe(true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });

  it('filters by search on label and description', async () => {
    render(<Single />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.type(screen.getByRole('combobox'), 'fran');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['FrenchFrançais']);
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No matching options')).toBeInTheDocument();
  });

  it('selects with the keyboard, skipping disabled options, and closes', async () => {
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox');
    expect(search).toHaveFocus();
    // Active starts on English; two downs skip disabled German and land on Spanish.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Spanish' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('es');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Spanish');
    expect(trigger).toHaveFocus();
  });

  it('selects a filtered option with Enter', async () => {
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.type(screen.getByRole('combobox'), 'span{Enter}');
    expect(onChange).toHaveBeenCalledWith('es');
  });

  it('closes on Escape without choosing', async () => {
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('toggles several values in multiple mode and stays open', async () => {
    function Multi() {
      const [value, setValue] = useState<string[]>(['en']);
      return <Select multiple label="Languages" options={languages} value={value} onChange={setValue} />;
    }
    render(<Multi />);
    const trigger = screen.getByRole('button', { name: 'Languages' });
    expect(trigger).toHaveTextContent('English');
    await userEvent.click(trigger);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Spanish' }));
    await userEvent.click(screen.getByRole('option', { name: /French/ }));
    expect(screen.getByRole('option', { name: 'Spanish' })).toHaveAttribute('aria-selected', 'true');
    expect(trigger).toHaveTextContent('3 selected');
    await userEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(trigger).toHaveTextContent('French, Spanish');
  });

  it('does not choose disabled options on click', async () => {
    const onChange = jest.fn();
    render(<Single onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('option', { name: 'German' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('select logic', () => {
  it('filters case-insensitively and keeps all for an empty query', () => {
    expect(filterOptions(languages, '  ')).toHaveLength(4);
    expect(filterOptions(languages, 'ENG').map((o) => o.value)).toEqual(['en']);
  });

  it('moves to the next enabled index, wrapping', () => {
    expect(nextEnabledIndex(languages, 1, 1)).toBe(3);
    expect(nextEnabledIndex(languages, 3, 1)).toBe(0);
    expect(nextEnabledIndex(languages, 0, -1)).toBe(3);
    expect(nextEnabledIndex([], 0, 1)).toBe(-1);
    expect(nextEnabledIndex([{ label: 'x', disabled: true }], -1, 1)).toBe(-1);
  });

  describe('create from the search', () => {
    function Creatable({ onCreate }: { onCreate: (name: string, color?: string) => void }) {
      const [value, setValue] = useState<string[]>([]);
      return (
        <Select
          multiple
          label="Labels"
          options={languages}
          value={value}
          onChange={setValue}
          create={{ label: (q) => `Create “${q}”`, onCreate, colors: ['#111111', '#222222'], colorName: (_c, i) => `Colour ${i + 1}` }}
        />
      );
    }

    it('offers to create a search no option matches, with the chosen colour, and Enter creates it when nothing is left', async () => {
      const user = userEvent.setup();
      const onCreate = jest.fn();
      render(<Creatable onCreate={onCreate} />);
      await user.click(screen.getByRole('button', { name: /Labels/ }));
      await user.type(screen.getByRole('combobox'), 'english');
      expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
      await user.clear(screen.getByRole('combobox'));
      await user.type(screen.getByRole('combobox'), 'Docs');
      expect(screen.queryByText('No matching options')).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Colour 2' }));
      expect(screen.getByRole('radio', { name: 'Colour 2' })).toHaveAttribute('aria-checked', 'true');
      await user.click(screen.getByRole('button', { name: 'Create “Docs”' }));
      expect(onCreate).toHaveBeenCalledWith('Docs', '#222222');
      expect(screen.getByRole('combobox')).toHaveValue('');
      await user.type(screen.getByRole('combobox'), 'Ops{Enter}');
      expect(onCreate).toHaveBeenLastCalledWith('Ops', '#111111');
    });
  });
});
