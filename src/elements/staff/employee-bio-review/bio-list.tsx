import { useEffect, useId, useRef } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { BIO_REVIEW_TEXTS } from './bio-review-texts';
import type { EmployeeBioReviewViewProps } from './use-employee-bio-review';

type ListProps = Extract<EmployeeBioReviewViewProps, { status: 'list' }>;

/** The bios to review (GET /api/accounts/bios): those waiting first, each opening its review in place. */
export function BioListView({ list, returned, onOpen }: ListProps) {
  const id = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (returned) titleRef.current?.focus();
  }, [returned]);
  return (
    <section className="shop-bio-review" part="root" data-state="list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="shop-bio-review__title">
        {BIO_REVIEW_TEXTS.listTitle}
      </h2>
      {list.status === 'loading' && <LoadingCircle label={BIO_REVIEW_TEXTS.listLoading} />}
      {list.status === 'refused' && (
        <p className="shop-bio-review__empty">{BIO_REVIEW_TEXTS.signInAsStaff}</p>
      )}
      {list.status === 'error' && (
        <div className="shop-bio-review__failed">
          <p role="alert">{list.message}</p>
          <button type="button" className="shop-bio-review__button" part="retry" onClick={list.onRetry}>
            {BIO_REVIEW_TEXTS.retry}
          </button>
        </div>
      )}
      {list.status === 'ready' &&
        (list.bios.length === 0 ? (
          <p className="shop-bio-review__empty">{BIO_REVIEW_TEXTS.listEmpty}</p>
        ) : (
          <table className="shop-bio-review__list" part="list">
            <caption className="shop-visually-hidden">{BIO_REVIEW_TEXTS.listCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{BIO_REVIEW_TEXTS.nameColumn}</th>
                <th scope="col">{BIO_REVIEW_TEXTS.statusColumn}</th>
                <th scope="col">{BIO_REVIEW_TEXTS.actionColumn}</th>
              </tr>
            </thead>
            <tbody>
              {list.bios.map((bio) => (
                <tr key={bio.bioID}>
                  <th scope="row">{bio.displayName}</th>
                  <td>
                    <span className="shop-bio-review__status" data-status={bio.status}>
                      {bio.status}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="shop-bio-review__button"
                      aria-label={BIO_REVIEW_TEXTS.openLabel(bio.displayName)}
                      onClick={() => onOpen(bio.bioID)}
                    >
                      {BIO_REVIEW_TEXTS.open}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
