/** The number format of every file the core writes. */
package org.partita.core.format;
