/**
 * The receipt as the till's page prints it on the 80 mm roll (the print stylesheet in till.css
 * shows only this): every field of the receipt PDF — the museum, the transaction's number, order,
 * till and cashier, start and end, the items, the total and the VAT per rate, the payments, and the
 * TSE's serial, signature counter, times and signature — in the visitor's language, with the
 * domain's labels (`tillDocumentLabels`, the PDF's too). The DSFinV-K QR code is on the PDF.
 */
import { formatMoney, type Language } from '@foyer/domain';
import type { TillReceipt } from '@foyer/domain/admin-contract';
import { tillDocumentLabels, tillDocumentTime } from '@foyer/domain/till';

function Row(props: { left: string; right: string; strong?: boolean }) {
  return (
    <p className={props.strong ? 'till-print-row till-print-strong' : 'till-print-row'}>
      <span>{props.left}</span> <span>{props.right}</span>
    </p>
  );
}

export function TillPrintReceipt(props: {
  receipt: TillReceipt;
  language: Language;
  timeZone: string;
}) {
  const { receipt, language, timeZone } = props;
  const label = tillDocumentLabels(language);
  const money = (cents: number) => formatMoney(cents, language);
  const time = (iso: string) => tillDocumentTime(iso, language, timeZone);
  const { payments, fiscal } = receipt;
  return (
    <div className="till-print" data-testid="till-print" lang={language}>
      <p className="till-print-head">{receipt.museum.name}</p>
      {receipt.museum.address.map((line) => (
        <p key={line} className="till-print-center">
          {line}
        </p>
      ))}
      {receipt.museum.vatId && <p className="till-print-center">{receipt.museum.vatId}</p>}
      <p className="till-print-strong">
        {receipt.kind === 'storno' ? label.storno : label.receipt}
      </p>
      <Row left={label.number} right={String(receipt.number)} />
      {receipt.cancels !== null && <Row left={label.cancels} right={String(receipt.cancels)} />}
      <Row left={label.order} right={receipt.orderNumber} />
      <Row left={label.cashier} right={`${receipt.till} / ${receipt.cashier}`} />
      <Row left={label.start} right={time(receipt.start)} />
      <Row left={label.end} right={time(receipt.end)} />
      <div className="till-print-block">
        {receipt.lines.map((line, index) => (
          <Row key={index} left={`${line.count} × ${line.name}`} right={money(line.total)} />
        ))}
      </div>
      <Row left={label.total} right={money(receipt.total)} strong />
      {receipt.vat.map((part) => (
        <Row
          key={String(part.rate)}
          left={`${part.rate === null ? label.notTaxed : `${label.vat} ${part.rate} %`} (${label.net} ${money(part.net)})`}
          right={money(part.vat)}
        />
      ))}
      <div className="till-print-block">
        {payments.cash !== 0 && <Row left={label.cash} right={money(payments.cash)} />}
        {payments.card !== 0 && <Row left={label.card} right={money(payments.card)} />}
        {payments.voucher !== 0 && <Row left={label.voucher} right={money(payments.voucher)} />}
        {payments.change !== 0 && (
          <>
            <Row left={label.given} right={money(payments.given)} />
            <Row left={label.change} right={money(payments.change)} />
          </>
        )}
      </div>
      {fiscal.state === 'signed' ? (
        <div className="till-print-block till-print-small">
          <p>{label.tss}:</p>
          <p className="till-print-code">{fiscal.tssSerial}</p>
          <Row left={label.counter} right={String(fiscal.signatureCounter ?? '')} />
          {fiscal.start && <Row left={label.start} right={time(fiscal.start)} />}
          {fiscal.end && <Row left={label.end} right={time(fiscal.end)} />}
          <p className="till-print-code">
            {label.signature}: {fiscal.signature}
          </p>
        </div>
      ) : (
        <p className="till-print-strong till-print-center">
          {fiscal.state === 'failed' ? label.tseFailed : label.notFiscal}
        </p>
      )}
    </div>
  );
}
