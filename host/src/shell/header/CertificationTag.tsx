import { IconVerify } from '@douyinfe/semi-icons';
import { useSession } from '@greenroom/sdk';
import { useHost } from '../../services/hostContext';
import { texts } from '../../texts';
import { headerTexts as t } from './texts';

/**
 * The certification tag (SPEC §2): 已认证 or 未认证. Not certified, it is a button opening the
 * certification modal; once certified there is nothing left to do, so it is a plain label (a
 * certified user's modal would only close itself again with a second success toast).
 */
export function CertificationTag() {
  const session = useSession();
  const { certification } = useHost();
  if (!session.loaded) return null;
  if (session.certified) {
    return (
      <span className="gr-cert-tag" data-certified="true">
        <IconVerify size="small" aria-hidden="true" />
        {texts.certified}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="gr-cert-tag"
      data-certified="false"
      aria-label={t.certificationTagLabel}
      aria-haspopup="dialog"
      onClick={() => void certification.openModal()}
    >
      <IconVerify size="small" aria-hidden="true" />
      {texts.notCertified}
    </button>
  );
}
