import Banner from '@douyinfe/semi-ui/lib/es/banner';
import { Link } from 'react-router-dom';
import { texts } from '../texts';

/** Says, once, that some plugins were refused or failed, and links to the diagnostics view. */
export default function PluginProblems({ count }: { count: number }) {
  return (
    <Banner
      type="warning"
      className="gr-plugin-problems"
      closeIcon={null}
      description={
        <span>
          {texts.pluginsFailed(count)} <Link to="/system/plugins">{texts.viewDiagnostics}</Link>
        </span>
      }
    />
  );
}
