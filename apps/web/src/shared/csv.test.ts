import { csvCell, csvFileName, downloadCsv, toCsv } from './csv';

describe('csv', () => {
  it('quotes per RFC 4180: commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3.5)).toBe('3.5');
  });

  it('neutralises formula-looking text but keeps negative numbers', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@here')).toBe("'@here");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell(-4)).toBe('-4');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv([['Name', 'Count'], ['Backlog', 3], ['a,b', 0]])).toBe('Name,Count\r\nBacklog,3\r\n"a,b",0\r\n');
  });

  it('makes a safe file name', () => {
    expect(csvFileName('Work items by State group')).toBe('work-items-by-state-group.csv');
    expect(csvFileName('Créé / terminé')).toBe('cree-termine.csv');
    expect(csvFileName('***')).toBe('data.csv');
  });

  it('downloads through a temporary link', () => {
    const createObjectURL = jest.fn(() => 'blob:1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('a.csv', 'x\r\n');
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
