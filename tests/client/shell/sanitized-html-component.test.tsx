import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitizedHtml } from '../../../client/src/shell/sanitized-html/SanitizedHtml';

// What the sanitizer does is tested in Chromium (sanitized-html.test.tsx); here, that the
// component shows only its output.
vi.mock('../../../client/src/shell/sanitized-html/sanitize', () => ({
  sanitizeHtml: vi.fn((html: string) =>
    html.includes('<script') ? '' : `<b>clean:</b> ${html.length}`,
  ),
}));

afterEach(cleanup);

describe('SanitizedHtml', () => {
  it('shows what the sanitizer returns, never the HTML it was given', () => {
    const { container } = render(<SanitizedHtml html="<i onclick=x>hola</i>" className="text" />);
    const host = container.querySelector('.text');
    expect(host?.tagName).toBe('DIV');
    expect(host?.innerHTML).toBe('<b>clean:</b> 21');
  });

  it('shows nothing for null, empty, or HTML with nothing left', () => {
    const { container } = render(
      <>
        <SanitizedHtml html={null} />
        <SanitizedHtml html="" />
        <SanitizedHtml html="<script>alert(1)</script>" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('can be inline', () => {
    const { container } = render(<SanitizedHtml as="span" html="x" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});
