/** Processor allocation SPI and strategies. */
package org.partita.core.alloc;
