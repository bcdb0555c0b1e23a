/** Standard Workload Format reader and writer. */
package org.partita.core.workload.swf;
