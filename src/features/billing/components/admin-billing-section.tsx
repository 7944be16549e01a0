import type { ReactNode } from "react";
import { cell, table, tableBox } from "./admin-billing-table";

/**
 * One section of the billing admin: a heading, and either the empty-state line or a table with
 * `columns` as headings (already translated) and `children` as its rows.
 */
export function AdminBillingSection({
  id,
  title,
  empty,
  columns,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of the table when there are no rows. */
  empty: string | null;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {empty !== null ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <div className={tableBox}>
          <table className={table}>
            <caption className="sr-only">{title}</caption>
            <thead className="bg-gray-50">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={cell}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
