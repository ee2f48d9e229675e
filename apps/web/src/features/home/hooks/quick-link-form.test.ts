import { quickLinkBody, quickLinkLabel, quickLinkUrlError } from './quick-link-form';

describe('quick link form', () => {
  it.each([
    ['https://example.com', null],
    ['http://example.com/a?b=c', null],
    ['  https://example.com/path  ', null],
    ['', 'home.quick_link_url_required'],
    ['   ', 'home.quick_link_url_required'],
    ['example.com', null],
    ['word', 'home.quick_link_url_invalid'],
    ['javascript:alert(1)', 'home.quick_link_url_invalid'],
    ['ftp://example.com', 'home.quick_link_url_invalid'],
    ['data:text/html,hi', 'home.quick_link_url_invalid'],
    ['https://exa mple.com', 'home.quick_link_url_invalid'],
    ['https://example.com/\u0000', 'home.quick_link_url_invalid'],
    [`https://example.com/${'a'.repeat(3000)}`, 'home.quick_link_url_invalid'],
  ])('%j → %s', (url, error) => {
    expect(quickLinkUrlError(url)).toBe(error);
  });

  it('trims the body and leaves out an empty title', () => {
    expect(quickLinkBody({ title: '  Docs ', url: ' https://d.example ' })).toEqual({ title: 'Docs', url: 'https://d.example' });
    expect(quickLinkBody({ title: '  ', url: 'https://d.example' })).toEqual({ url: 'https://d.example' });
    expect(quickLinkBody({ title: '', url: ' d.example/x ' })).toEqual({ url: 'https://d.example/x' });
  });

  it('labels a link by its title, else by host and path', () => {
    expect(quickLinkLabel({ title: 'Docs', url: 'https://d.example' })).toBe('Docs');
    expect(quickLinkLabel({ title: '', url: 'https://d.example/guide' })).toBe('d.example/guide');
    expect(quickLinkLabel({ title: '', url: 'https://d.example/' })).toBe('d.example');
  });
});
