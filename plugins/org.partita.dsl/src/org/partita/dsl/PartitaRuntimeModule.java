/*
 * Partita language
 */
package org.partita.dsl;

import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.partita.dsl.documentation.PartitaDocumentationProvider;

/**
 * Runtime bindings of the language (also used without OSGi, see {@link PartitaStandaloneSetup}). Top-level
 * machines, workloads, pipelines and experiments have simple names and are visible across the files of a folder
 * through the index; pipelines declared inside an experiment are qualified by it.
 */
public class PartitaRuntimeModule extends AbstractPartitaRuntimeModule {

    /** Whole numbers too large for an int are reported with the allowed range. */
    @Override
    public Class<? extends org.eclipse.xtext.conversion.IValueConverterService> bindIValueConverterService() {
        return org.partita.dsl.conversion.PartitaValueConverters.class;
    }

    /** Experiment files are loaded without a leading byte-order mark. */
    @Override
    public Class<? extends org.eclipse.xtext.resource.XtextResource> bindXtextResource() {
        return PartitaResource.class;
    }

    /** Documentation of policies, parameters, metrics, keywords and named elements, from the catalog. */
    public Class<? extends IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
        return PartitaDocumentationProvider.class;
    }
}
