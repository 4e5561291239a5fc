import { act, fireEvent, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPicture } from '../src/shell/AccountPicture';

/** Makes every image settled (`complete`), decoding as `decodes` says: jsdom loads no image. */
function imagesSettled(decodes: boolean) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  HTMLImageElement.prototype.decode = vi.fn(() => (decodes ? Promise.resolve() : Promise.reject(new DOMException('broken', 'EncodingError'))));
}

/** The server's HTML of `element`, hydrated: the container and what React reported as recoverable. */
async function hydrated(element: React.ReactElement) {
  const container = document.createElement('span');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
  return { container, recoverable, done: () => act(() => root.unmount()) };
}

describe('AccountPicture (the home’s account card, the header’s avatar)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // biome-ignore lint/suspicious/noExplicitAny: jsdom has no decode; the test gave it one.
    delete (HTMLImageElement.prototype as any).decode;
    document.body.replaceChildren();
  });

  it('issue 25: a picture of the server’s page that failed before React listened gives way to the nickname’s first character once adopted', async () => {
    imagesSettled(false);
    const { container, recoverable, done } = await hydrated(<AccountPicture src="/expired/avatar.png" nickname="测试主办方" />);
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('测');
    done();
  });

  it('a picture of the server’s page that loaded stays', async () => {
    imagesSettled(true);
    const { container, done } = await hydrated(<AccountPicture src="/avatar.png" nickname="测试主办方" />);
    await act(async () => {});
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/avatar.png');
    done();
  });

  it('a picture that fails while the page is live gives way too; another address is tried again; none shows the character', async () => {
    const { container, rerender } = render(<AccountPicture src="/a.png" nickname="绿幕" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.textContent).toBe('绿');
    rerender(<AccountPicture src="/b.png" nickname="绿幕" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png');
    rerender(<AccountPicture src="" nickname="绿幕" />);
    expect(container.textContent).toBe('绿');
  });
});
