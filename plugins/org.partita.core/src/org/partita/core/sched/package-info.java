/** Queue disciplines: which waiting job starts next. */
package org.partita.core.sched;
