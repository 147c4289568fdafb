/**
 * Voucher codes: issue one code or a batch of a voucher type (the server makes the codes and takes
 * the value from the type), look a code up (value, what is left, validity, state, the orders that
 * redeemed it) and void it after a confirmation; the shop refuses a voided code from then on.
 */
import {
  catalogShopEndpoints,
  type CatalogVoucherCode,
  type CatalogVoucherType,
} from '@foyer/domain/admin-contract/catalog-shop';
import { voucherIssueSchema } from '@foyer/domain/catalog-file/shop';
import { useState } from 'react';
import { AdminApiError, callAdmin } from '../../../api';
import { QueryFailure } from '../../../components/load-failure';
import { useAdmin } from '../../../context';
import { errorText } from '../../../errors';
import { useAdminQuery, useInvalidateAdmin } from '../../../queries';
import { centsOf, textOf } from '../catalog-form';
import { CatalogTabs } from '../catalog-tabs';
import { FieldError, Spinner, TextField } from './form-bits';
import { StatusLine, type Status } from '../../../components/status-line';
import { issuesToErrors, numberOf, refusalErrors, type Errors } from './shop-form';

function useMoney() {
  const { language } = useAdmin();
  return (cents: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function IssueForm({ types }: { types: CatalogVoucherType[] }) {
  const { t, language } = useAdmin();
  const money = useMoney();
  const [typeId, setTypeId] = useState('');
  const [count, setCount] = useState('1');
  const [validFrom, setValidFrom] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>(null);
  const [issued, setIssued] = useState<CatalogVoucherCode[]>([]);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidateAdmin();
  const chosen = types.find((type) => String(type.id) === typeId);

  const issue = async () => {
    setStatus(null);
    const body = {
      voucherType: typeId === '' ? Number.NaN : Number(typeId),
      count: numberOf(count),
      validFrom: validFrom === '' ? null : validFrom,
      amount: chosen?.type.variableAmount ? centsOf(amount) : null,
    };
    const checked = voucherIssueSchema.safeParse(body);
    const found = checked.success ? {} : issuesToErrors(checked.error.issues, t);
    if (found.amount) found.amount = t('amountNeeded');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ ok: false, text: t('formHasErrors') });
      return;
    }
    setBusy(true);
    try {
      const answer = await callAdmin(catalogShopEndpoints.catalogIssueVoucherCodes, { body });
      setIssued(answer.codes);
      setStatus({ ok: true, text: t('issuedCodes', { count: answer.codes.length }) });
      // The voucher types' list counts their codes.
      void invalidate(catalogShopEndpoints.catalogVoucherTypes);
    } catch (error) {
      const fromServer = refusalErrors(error, t);
      if (fromServer?.amount) {
        fromServer.amount = t(chosen?.type.variableAmount ? 'amountNeeded' : 'amountFromType');
      }
      setErrors(fromServer ?? {});
      setStatus({ ok: false, text: fromServer ? t('formHasErrors') : errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="issue-title"
      className="catalog-box"
      onSubmit={(event) => {
        event.preventDefault();
        void issue();
      }}
    >
      <h2 id="issue-title">{t('issueHeading')}</h2>
      <div className="create-form">
        <div className="field">
          <label htmlFor="issue-type">{t('issueType')}</label>
          <select
            id="issue-type"
            value={typeId}
            onChange={(event) => setTypeId(event.target.value)}
            {...(errors.voucherType
              ? { 'aria-invalid': true, 'aria-describedby': 'error-voucherType' }
              : {})}
          >
            <option value="">{t('chooseType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {textOf(type.type.name, language)}
                {type.type.variableAmount ? '' : ` (${money(type.type.price)})`}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="voucherType" />
        </div>
        <TextField
          id="issue-count"
          field="count"
          label={t('issueCount')}
          inputMode="numeric"
          value={count}
          onChange={setCount}
          errors={errors}
        />
        <TextField
          id="issue-from"
          field="validFrom"
          type="date"
          label={t('issueValidFrom')}
          value={validFrom}
          onChange={setValidFrom}
          errors={errors}
        />
        {chosen?.type.variableAmount && (
          <TextField
            id="issue-amount"
            field="amount"
            label={t('issueAmount')}
            inputMode="decimal"
            value={amount}
            onChange={setAmount}
            errors={errors}
          />
        )}
      </div>
      <p className="row-actions">
        <button type="submit" disabled={busy}>
          {t('issueSubmit')}
        </button>
        {busy && <Spinner label={t('shopWorking')} />}
      </p>
      <StatusLine status={status} />
      {issued.length > 0 && (
        <ul className="issued-codes" aria-label={t('issuedCodes', { count: issued.length })}>
          {issued.map((code) => (
            <li key={code.id}>
              <code>{code.barcode}</code> · {money(code.amount)} ·{' '}
              {t('codeValidRange', { from: code.validFrom ?? '', to: code.validTo ?? '' })}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}

function CodeDetails({
  code,
  onCode,
}: {
  code: CatalogVoucherCode;
  onCode: (c: CatalogVoucherCode) => void;
}) {
  const { t, language } = useAdmin();
  const money = useMoney();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const voidIt = async () => {
    setBusy(true);
    try {
      onCode(
        await callAdmin(catalogShopEndpoints.catalogVoidVoucherCode, { params: { id: code.id } }),
      );
      setStatus({ ok: true, text: t('codeVoidedNow') });
    } catch (error) {
      const already = error instanceof AdminApiError && error.code === 'VOUCHER_VOIDED';
      setStatus({ ok: false, text: already ? t('alreadyVoid') : errorText(error, t) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const date = (iso: string) => new Intl.DateTimeFormat(language).format(new Date(iso));
  const name = textOf(code.name, language) || textOf(code.typeName, language);

  return (
    <div className="catalog-box code-details">
      <h3>
        <code>{code.barcode}</code> {name && `· ${name}`}
      </h3>
      <dl>
        <dt>{t('codeValue')}</dt>
        <dd>{money(code.amount)}</dd>
        <dt>{t('codeLeft')}</dt>
        <dd>{money(code.left)}</dd>
        <dt>{t('codeValid')}</dt>
        <dd>
          {t('codeValidRange', {
            from: code.validFrom ?? '–',
            to: code.validTo ?? t('codeNoEnd'),
          })}
        </dd>
        <dt>{t('codeState')}</dt>
        <dd>{code.voidedAt ? t('codeVoided', { date: date(code.voidedAt) }) : t('codeUsable')}</dd>
        <dt>{t('codeRedemptions')}</dt>
        <dd>
          {code.redemptions.length === 0 ? (
            t('noRedemptions')
          ) : (
            <ul>
              {code.redemptions.map((use) => (
                <li key={use.orderId}>
                  {t('redemption', { number: use.orderNumber, amount: money(use.amount) })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {!code.voidedAt && !confirming && (
        <button type="button" className="secondary" onClick={() => setConfirming(true)}>
          {t('voidCode')}
        </button>
      )}
      {confirming && (
        <div role="group" aria-labelledby="void-question">
          <p id="void-question">{t('voidConfirm', { code: code.barcode })}</p>
          <p className="row-actions">
            <button type="button" disabled={busy} onClick={() => void voidIt()}>
              {t('voidYes')}
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              {t('voidCancel')}
            </button>
            {busy && <Spinner label={t('shopWorking')} />}
          </p>
        </div>
      )}
      <StatusLine status={status} />
    </div>
  );
}

function LookUpForm() {
  const { t } = useAdmin();
  const [entered, setEntered] = useState('');
  const [code, setCode] = useState<CatalogVoucherCode | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async () => {
    setStatus(null);
    setCode(null);
    if (entered.trim() === '') return;
    setBusy(true);
    try {
      setCode(
        await callAdmin(catalogShopEndpoints.catalogLookUpVoucherCode, {
          query: { code: entered.trim() },
        }),
      );
    } catch (error) {
      const missing = error instanceof AdminApiError && error.code === 'NOT_FOUND';
      setStatus({ ok: false, text: missing ? t('codeNotFound') : errorText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="lookup-title" className="catalog-box">
      <h2 id="lookup-title">{t('lookUpHeading')}</h2>
      <form
        noValidate
        className="create-form"
        onSubmit={(event) => {
          event.preventDefault();
          void lookUp();
        }}
      >
        <TextField
          id="lookup-code"
          field="code"
          label={t('lookUpCode')}
          value={entered}
          onChange={setEntered}
          errors={{}}
        />
        <p className="row-actions">
          <button type="submit" disabled={busy}>
            {t('lookUpSubmit')}
          </button>
          {busy && <Spinner label={t('shopWorking')} />}
        </p>
      </form>
      <StatusLine status={status} />
      {code && <CodeDetails code={code} onCode={setCode} />}
    </section>
  );
}

export function VoucherCodesScreen() {
  const { t } = useAdmin();
  const list = useAdminQuery(catalogShopEndpoints.catalogVoucherTypes);
  const types = list.data?.types;
  return (
    <section aria-labelledby="catalog-title" className="catalog-editor">
      <h1 id="catalog-title">{t('catalogTitle')}</h1>
      <CatalogTabs current="catalog/voucher-codes" />
      <p>{t('codesHint')}</p>
      <QueryFailure query={list} />
      {list.isPending && <Spinner label={t('loading')} />}
      {types && <IssueForm types={types} />}
      <LookUpForm />
    </section>
  );
}
