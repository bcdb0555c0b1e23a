/*
 * Partita language
 */
package org.partita.dsl;

import org.eclipse.xtext.documentation.IEObjectDocumentationProvider;
import org.partita.core.experiment.StandardStrategies;
import org.partita.core.strategy.StrategyRegistry;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.documentation.PartitaDocumentationProvider;

import com.google.inject.Binder;
import com.google.inject.Provides;
import com.google.inject.Singleton;

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
     * The strategies the language knows: the default registry (the core's and the discovered providers'); a test or
     * an embedding program binds a registry of its own ({@code StandardStrategies.with(...)}) by overriding this
     * binding, and the {@link #catalog catalog} follows.
     */
    public void configureStrategies(Binder binder) {
        binder.bind(StrategyRegistry.class).toInstance(StandardStrategies.shared());
    }

    /**
     * The catalog validation, content assist, hover, quick fixes and signature help read: the one of the bound
     * registry, {@link Catalog#standard()} when that is the default one (so it is built once per program).
     */
    @Provides
    @Singleton
    Catalog catalog(StrategyRegistry strategies) {
        return Catalog.of(strategies);
    }

    /** Documentation of policies, parameters, metrics, keywords and named elements, from the catalog. */
    public Class<? extends IEObjectDocumentationProvider> bindIEObjectDocumentationProvider() {
        return PartitaDocumentationProvider.class;
    }
}
