package org.partita.core.malleable;

/**
 * PDPA's per-application state (Corbalán §5.3.2, state diagram Fig. 5.1, code Fig. 5.8): no reference allocation
 * yet, increasing, decreasing, or stable. Policies other than PDPA leave every application in {@link #NO_REF}.
 */
public enum Phase {
    /** Just started: its efficiency at the first allocation is not known yet. */
    NO_REF,
    /** Its efficiency is very good ({@code > high_eff}): it receives {@code step} more processors when free. */
    INC,
    /** Its efficiency is below the target ({@code < low_eff}): it loses processors. */
    DEC,
    /** Its allocation is kept until the system (load, PDPA parameters) changes. */
    STABLE
}
