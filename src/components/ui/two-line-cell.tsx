import type { ReactNode } from 'react';
import { fullName, type Employee } from '../../domain/training';
import styles from './lists.module.css';

export interface TwoLineCellProps {
  /** The first line: what the cell is about. */
  main: ReactNode;
  /** The quieter second line (a code, a category). */
  detail: ReactNode;
  /** Bold first line, for the cell that names the row. */
  emphasis?: boolean;
  /** The second line is a code (EMP-00031, FS-101): it never breaks. */
  isCode?: boolean;
}

/**
 * A list cell of two lines (the training lists): a name, and a detail under it. Both come from data,
 * so each is isolated (`<bdi>`): an English title in a right-to-left page keeps its brackets, its
 * words and its code in order ('Electrical Safety (NFPA 70E)', not '(NFPA 70E'). The isolate sits
 * inside a line of the page's direction, so the line still aligns with its column's header (a
 * block-level `<bdi>` takes its text's direction and, with it, the other side of the cell).
 */
export function TwoLineCell({ main, detail, emphasis = false, isCode = false }: TwoLineCellProps) {
  return (
    <span className={styles.stack}>
      <span className={emphasis ? styles.primary : undefined}>
        <bdi>{main}</bdi>
      </span>
      <span className={`${styles.secondary} ${isCode ? 'nowrap' : ''}`}>
        <bdi>{detail}</bdi>
      </span>
    </span>
  );
}

/** The cell that names an employee's row (employees, course history, a training's holders): name over code. */
export function EmployeeCell({ employee }: { employee: Pick<Employee, 'firstName' | 'lastName' | 'code'> }) {
  return <TwoLineCell emphasis main={fullName(employee)} detail={employee.code} isCode />;
}
