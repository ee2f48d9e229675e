import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AvatarGroup, getInitials } from './avatar';

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
});
