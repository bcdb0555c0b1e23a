/**
 * Claims an experiment file makes about its own results ({@code expect} statements), in the core's terms, and their
 * evaluation against an experiment's aggregates: each claim {@link org.partita.core.claims.Verdict holds, fails or is
 * inconclusive}.
 */
package org.partita.core.claims;
