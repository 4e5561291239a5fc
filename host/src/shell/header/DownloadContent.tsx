import { IconDesktop, IconDownload, IconFile } from '@douyinfe/semi-icons';
import { useConfig } from '@greenroom/sdk';
import { downloadUrls } from './links';
import { headerTexts as t } from './texts';

/** The download popover (SPEC §7 "Downloads"): the sync helper for Windows and Mac, and the product introduction. */
export default function DownloadContent() {
  const urls = downloadUrls(useConfig());
  // The installers open in a new tab rather than carrying `download`: the CDN is another origin in
  // production, where browsers ignore `download` anyway and the file's own headers make it a
  // download (the tab closes by itself); locally they lead to a page saying where installers come from.
  return (
    <div className="gr-download">
      <h3 className="gr-pop-title">{t.downloadTitle}</h3>
      <p className="gr-pop-strong">{t.syncHelper}</p>
      <p className="gr-pop-hint">{t.syncHelperIntro}</p>
      <div className="gr-download-row">
        <a className="gr-download-link" href={urls.windows} target="_blank" rel="noopener noreferrer">
          <IconDesktop aria-hidden="true" />
          {t.windowsInstaller}
        </a>
        <a className="gr-download-link" href={urls.mac} target="_blank" rel="noopener noreferrer">
          <IconDesktop aria-hidden="true" />
          {t.macInstaller}
        </a>
      </div>
      <a className="gr-download-link gr-download-wide" href={urls.intro} download>
        <IconFile aria-hidden="true" />
        <span>
          {t.introArchive}
          <span className="gr-pop-hint">{t.introArchiveHint}</span>
        </span>
        <IconDownload aria-hidden="true" className="gr-download-end" />
      </a>
    </div>
  );
}
