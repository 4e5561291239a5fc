import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateTimeField, RadioField } from '../src/kit';

function TwoGroups() {
  const [mode, setMode] = useState<'text' | 'video'>('text');
  const [watch, setWatch] = useState<'public' | 'password'>('public');
  return (
    <form>
      <RadioField<'text' | 'video'>
        name="mode"
        label="直播类型"
        look="button"
        options={[
          { value: 'text', label: '图文直播' },
          { value: 'video', label: '视频直播' },
        ]}
        value={mode}
        onChange={setMode}
      />
      <RadioField<'public' | 'password'>
        name="watch.mode"
        label="观看方式"
        options={[
          { value: 'public', label: '公开' },
          { value: 'password', label: '密码' },
        ]}
        value={watch}
        onChange={setWatch}
      />
    </form>
  );
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('choice fields inside a form', () => {
  it('two fields on one form are two radio groups to the browser (each its own name)', () => {
    render(<TwoGroups />);
    expect(checked('图文直播')).toBe(true);
    expect(checked('公开')).toBe(true);
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'));
    expect(new Set(names).size).toBe(2);
    fireEvent.click(screen.getByRole('radio', { name: '密码' }));
    expect(checked('密码')).toBe(true);
    expect(checked('图文直播')).toBe(true);
    expect(screen.getByRole('radiogroup', { name: '观看方式' })).toBeTruthy();
  });

  it('Enter in a date-time field confirms the typed date and does not submit the form', async () => {
    let value: string | null = null;
    let submits = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submits++;
        }}
      >
        <DateTimeField
          name="endTime"
          label="结束时间"
          value={value}
          onChange={(next) => {
            value = next;
          }}
        />
        <button type="submit">保存</button>
      </form>,
    );
    const input = screen.getByLabelText('结束时间');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2026-12-01 09:15' } });
    const enter = createEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent(input, enter);
    // The browser's implicit submission is the default action of that key: prevented.
    expect(enter.defaultPrevented).toBe(true);
    await waitFor(() => expect(value).toBe(new Date(2026, 11, 1, 9, 15).toISOString()));
    expect(submits).toBe(0);
    // Another key is left alone.
    const tab = createEvent.keyDown(input, { key: 'Tab', code: 'Tab', keyCode: 9 });
    fireEvent(input, tab);
    expect(tab.defaultPrevented).toBe(false);
  });
});
