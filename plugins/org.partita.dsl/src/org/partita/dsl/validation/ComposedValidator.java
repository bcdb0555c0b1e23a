package org.partita.dsl.validation;

import java.util.List;

import org.eclipse.emf.ecore.EPackage;
import org.eclipse.xtext.validation.AbstractDeclarativeValidator;
import org.eclipse.xtext.validation.EValidatorRegistrar;
import org.partita.dsl.catalog.Catalog;
import org.partita.dsl.partita.PartitaPackage;

import com.google.inject.Inject;

/** Base of the validators composed into {@link PartitaValidator} (not registered on their own). */
abstract class ComposedValidator extends AbstractDeclarativeValidator {

    /** What the language knows: the catalog of the registry bound in the injector ({@code PartitaRuntimeModule}). */
    @Inject
    protected Catalog catalog;

    @Override
    protected List<EPackage> getEPackages() {
        return List.of(PartitaPackage.eINSTANCE);
    }

    @Override
    public void register(EValidatorRegistrar registrar) {
        // composed into PartitaValidator, not registered on its own
    }
}
