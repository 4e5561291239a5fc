import Button from '@douyinfe/semi-ui/lib/es/button';
import { headerTexts as t } from './texts';

/** The load-more control under a paged list of the bell's popover (SPEC §2: while pages remain). */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <div className="gr-messages-more">
      <Button theme="borderless" size="small" loading={loading} onClick={onLoad}>
        {loading ? t.loadingMore : t.loadMore}
      </Button>
    </div>
  );
}
