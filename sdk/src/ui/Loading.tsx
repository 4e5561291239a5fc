import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { texts } from '../texts';

/**
 * A centred spinner for a loading area.
 * @public
 */
export function Loading({ tip = texts.loading }: { tip?: string }) {
  return (
    <div className="gr-loading" role="status" aria-live="polite">
      <Spin tip={tip} />
    </div>
  );
}
