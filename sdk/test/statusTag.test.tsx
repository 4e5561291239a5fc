import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatusMap } from '../src';
import { StatusTag } from '../src/kit';

type TaskStatus = 'pending' | 'done';
const TASK_STATUS: StatusMap<TaskStatus> = { pending: { text: '处理中', color: 'blue' }, done: { text: '已完成', color: 'green' } };

describe('StatusTag', () => {
  it('shows the text of the value in its colour', () => {
    const { container } = render(<StatusTag value="done" map={TASK_STATUS} />);
    expect(screen.getByText('已完成')).toBeTruthy();
    expect(container.querySelector('.semi-tag-green-light')).toBeTruthy();
  });

  it('shows a grey 未知 for a value the map lacks, or null', () => {
    const { container } = render(
      <>
        <StatusTag value="archived" map={TASK_STATUS} />
        <StatusTag value={null} map={TASK_STATUS} />
        <StatusTag value="toString" map={TASK_STATUS} />
      </>,
    );
    expect(screen.getAllByText('未知')).toHaveLength(3);
    expect(container.querySelectorAll('.semi-tag-grey-light')).toHaveLength(3);
  });

  it('takes another fallback', () => {
    render(<StatusTag value="archived" map={TASK_STATUS} fallback={{ text: '已归档', color: 'orange' }} />);
    expect(screen.getByText('已归档')).toBeTruthy();
  });
});
