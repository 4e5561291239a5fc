import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type MediaAddress, MediaPreviewDialog, VideoPlayerDialog } from '../src/kit';

const MP4: MediaAddress = { url: 'https://media.example.com/r/42.mp4?sign=abc', mimeType: 'video/mp4', posterUrl: 'https://media.example.com/r/42.jpg' };

const dialog = () => screen.getByRole('dialog');
const video = () => document.querySelector('video') as HTMLVideoElement;

/** A loader whose answers the test hands out. */
function deferredLoader() {
  const answers: ((address: MediaAddress | null) => void)[] = [];
  const load = vi.fn(() => new Promise<MediaAddress | null>((answer) => answers.push(answer)));
  return { load, answers };
}

describe('VideoPlayerDialog', () => {
  it('plays the address with the browser controls, under the title', () => {
    render(<VideoPlayerDialog visible title="开幕式回放" address={MP4} onClose={() => {}} />);
    expect(screen.getByText('开幕式回放')).toBeTruthy();
    const element = video();
    expect(element.controls).toBe(true);
    expect(element.autoplay).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(element.getAttribute('poster')).toBe(MP4.posterUrl);
    const source = element.querySelector('source');
    expect(source?.getAttribute('src')).toBe(MP4.url);
    expect(source?.getAttribute('type')).toBe('video/mp4');
  });

  it('moves focus into the dialog and closes on Esc', async () => {
    const onClose = vi.fn();
    render(<VideoPlayerDialog visible title="开幕式回放" address={MP4} onClose={onClose} />);
    await waitFor(() => expect(dialog().contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button', () => {
    const onClose = vi.fn();
    render(<VideoPlayerDialog visible title="开幕式回放" address={MP4} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows 视频无法播放 when the video errors, and 重试 mounts a fresh player', () => {
    render(<VideoPlayerDialog visible title="开幕式回放" address={MP4} onClose={() => {}} />);
    const first = video();
    fireEvent.error(first);
    expect(screen.getByRole('alert').textContent).toContain('视频无法播放');
    expect(video()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(video()).not.toBe(first);
    expect(video().querySelector('source')?.getAttribute('src')).toBe(MP4.url);
  });

  it('shows the error state when its only source fails (the error fires on the <source>)', () => {
    render(<VideoPlayerDialog visible title="开幕式回放" address={MP4} onClose={() => {}} />);
    fireEvent.error(video().querySelector('source') as HTMLSourceElement);
    expect(screen.getByText('视频无法播放')).toBeTruthy();
  });

  it('fetches the play address when opened, with a spinner meanwhile', async () => {
    const { load, answers } = deferredLoader();
    render(<VideoPlayerDialog visible title="开幕式回放" load={load} onClose={() => {}} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(video()).toBeNull();

    await act(async () => answers[0](MP4));
    expect(screen.queryByRole('status')).toBeNull();
    expect(video().querySelector('source')?.getAttribute('src')).toBe(MP4.url);
  });

  it('shows 视频无法播放 when the address cannot be fetched, and 重试 fetches it again', async () => {
    const { load, answers } = deferredLoader();
    render(<VideoPlayerDialog visible title="开幕式回放" load={load} onClose={() => {}} />);
    await act(async () => answers[0](null));
    expect(screen.getByText('视频无法播放')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers[1](MP4));
    expect(video()).toBeTruthy();
  });

  it('fetches a fresh address each time it opens, and drops the player on closing', async () => {
    const { load, answers } = deferredLoader();
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            播放
          </button>
          <VideoPlayerDialog visible={open} title="开幕式回放" load={load} onClose={() => setOpen(false)} />
        </>
      );
    }
    render(<Screen />);
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(screen.getByText('播放'));
    await act(async () => answers[0](MP4));
    expect(video()).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(video()).toBeNull());
    fireEvent.click(screen.getByText('播放'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ignores an address that arrives after the dialog closed', async () => {
    const { load, answers } = deferredLoader();
    const { rerender } = render(<VideoPlayerDialog visible title="开幕式回放" load={load} onClose={() => {}} />);
    rerender(<VideoPlayerDialog visible={false} title="开幕式回放" load={load} onClose={() => {}} />);
    await act(async () => answers[0](MP4));
    expect(video()).toBeNull();
  });
});

describe('MediaPreviewDialog', () => {
  const JPG: MediaAddress = { url: 'https://media.example.com/p/7.jpg' };

  it('shows an image contained, named by the title', () => {
    render(<MediaPreviewDialog type="image" visible title="合影.jpg" address={JPG} onClose={() => {}} />);
    const image = screen.getByRole('img', { name: '合影.jpg' });
    expect(image.getAttribute('src')).toBe(JPG.url);
    expect(image.className).toBe('gr-media-image');
    expect(video()).toBeNull();
  });

  it('shows 图片无法显示 with 重试 when the image fails', () => {
    render(<MediaPreviewDialog type="image" visible title="合影.jpg" address={JPG} onClose={() => {}} />);
    fireEvent.error(screen.getByRole('img', { name: '合影.jpg' }));
    expect(screen.getByText('图片无法显示')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByRole('img', { name: '合影.jpg' })).toBeTruthy();
  });

  it('plays a video too', () => {
    render(<MediaPreviewDialog type="video" visible title="花絮" address={MP4} onClose={() => {}} />);
    expect(video()).toBeTruthy();
  });

  it('closes on Esc', () => {
    const onClose = vi.fn();
    render(<MediaPreviewDialog type="image" visible title="合影.jpg" address={JPG} onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
