/*
 * Partita language
 */
package org.partita.dsl;

import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.documentation.PartitaDocumentationProvider;

import com.google.inject.Binder;

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

    /**
     * The strategies the language's checks know beyond the {@link org.partita.dsl.catalog.Catalog}: the default
     * registry (the core's and the discovered providers'); a test or an embedding program binds a registry of its
     * own ({@code StandardStrategies.with(...)}) by overriding this binding.
     */
    public void configureStrategies(Binder binder) {
        binder.bind(StrategyRegistry.class).toInstance(StandardStrategies.shared());
    }

    /** Documentation of policies, parameters, metrics, keywords and named elements, from the catalog. */
    public Class<? extends IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
        return PartitaDocumentationProvider.class;
    }
}
