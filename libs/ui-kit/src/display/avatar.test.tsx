import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AvatarGroup, getInitials } from './avatar';
import { AVATAR_COLORS, avatarColor } from './avatar-colors';

// WCAG relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const bg = (name: string) => screen.getByRole('img', { name }).style.getPropertyValue('--ck-avatar-bg');

describe('Avatar', () => {
  it('computes initials', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  grace  brewster  hopper ')).toBe('GH');
    expect(getInitials('ada@example.com')).toBe('A');
    expect(getInitials('')).toBe('?');
  });

  it('shows initials without an image and the image when given', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    rerender(<Avatar name="Ada Lovelace" src="/ada.png" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' }).querySelector('img');
    expect(img).toHaveAttribute('src', '/ada.png');
  });

  it('falls back to initials when the image fails', () => {
    render(<Avatar name="Ada Lovelace" src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }).querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });

  it('groups avatars with a +N for the rest', () => {
    render(<AvatarGroup max={2} users={[{ name: 'A B' }, { name: 'C D' }, { name: 'E F' }, { name: 'G H' }]} />);
    expect(screen.getByRole('img', { name: '2 more' })).toHaveTextContent('+2');
    expect(screen.getByRole('img', { name: 'C D' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'E F' })).not.toBeInTheDocument();
  });

  it('takes its colour from colorSeed (the user id), so people with the same name still differ', () => {
    const ids = Array.from({ length: 8 }, (_, i) => `0190f1c2-7a3b-7c00-8000-00000000000${i}`);
    expect(new Set(ids.map(avatarColor)).size).toBeGreaterThan(3);
    const [a, b] = ids.filter((id, i) => ids.findIndex((x) => avatarColor(x) === avatarColor(id)) === i);
    render(
      <>
        <Avatar name="ux1" colorSeed={a} />
        <Avatar name="ux1 " colorSeed={b} />
      </>,
    );
    const [first, second] = screen.getAllByRole('img').map((el) => el.style.getPropertyValue('--ck-avatar-bg'));
    expect(first).toBe(avatarColor(a));
    expect(second).toBe(avatarColor(b));
    expect(first).not.toBe(second);
  });

  it('keeps one colour per seed and falls back to the name', () => {
    render(<Avatar name="Ada Lovelace" />);
    expect(bg('Ada Lovelace')).toBe(avatarColor('Ada Lovelace'));
    expect(avatarColor('user-1')).toBe(avatarColor('user-1'));
  });

  it('AvatarGroup colours each person by id', () => {
    render(<AvatarGroup users={[{ id: 'u-1', name: 'Same Name' }, { id: 'u-2', name: 'Other' }]} />);
    expect(bg('Same Name')).toBe(avatarColor('u-1'));
    expect(bg('Other')).toBe(avatarColor('u-2'));
  });

  it('every colour keeps white initials legible (contrast at least 4.5:1, light and dark themes alike)', () => {
    for (const color of AVATAR_COLORS) expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
