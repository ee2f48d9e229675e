import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Sidebar, SidebarCollapseButton, SidebarItem, SidebarSection } from './sidebar';

describe('Sidebar primitives', () => {
  it('marks the active item as the current page', () => {
    render(
      <Sidebar>
        <SidebarItem label="Home" href="/acme" active />
        <SidebarItem label="Inbox" href="/acme/inbox" />
      </Sidebar>,
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });

  it('keeps an accessible name when collapsed to an icon', () => {
    render(<SidebarItem label="Your work" icon={<svg />} collapsed onClick={jest.fn()} />);
    const item = screen.getByRole('button', { name: 'Your work' });
    expect(item).not.toHaveTextContent('Your work');
  });

  it('draws a router link through renderLink', () => {
    render(<SidebarItem label="Pages" active renderLink={(props) => <a href="/x/pages" data-router="yes" {...props} />} />);
    const link = screen.getByRole('link', { name: 'Pages' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('folds a section through onToggle', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(
      <SidebarSection title="Projects" collapsed={false} onToggle={onToggle}>
        <SidebarItem label="Cairn" onClick={jest.fn()} />
      </SidebarSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Projects' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(
      <SidebarSection title="Projects" collapsed onToggle={onToggle}>
        <SidebarItem label="Cairn" onClick={jest.fn()} />
      </SidebarSection>,
    );
    expect(screen.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cairn' })).not.toBeInTheDocument();
  });

  it('labels the collapse button by what it will do', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<SidebarCollapseButton collapsed={false} onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(onToggle).toHaveBeenCalled();
    rerender(<SidebarCollapseButton collapsed onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
