import { Card, Typography } from 'antd';
import { EMAIL_SIGNATURES_MSG as TEXT } from '@intranet/shared/email-signatures/email-signatures.messages';

/** Short steps to set the copied signature in Outlook and in Gmail. */
export function SignatureInstructions() {
  return (
    <div className="signature-instructions">
      <Card size="small" title={TEXT.outlookTitle}>
        <ol>
          {TEXT.outlookSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Typography.Text type="secondary">{TEXT.outlookFile}</Typography.Text>
      </Card>
      <Card size="small" title={TEXT.gmailTitle}>
        <ol>
          {TEXT.gmailSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
