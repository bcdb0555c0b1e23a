/*
 * Partita language
 */
package org.partita.dsl.ide;

import com.google.inject.Guice;
import com.google.inject.Injector;
import org.eclipse.xtext.util.Modules2;
import org.partita.dsl.PartitaRuntimeModule;
import org.partita.dsl.PartitaStandaloneSetup;

/**
 * Initialization support for running Xtext languages as language servers.
 */
public class PartitaIdeSetup extends PartitaStandaloneSetup {

	@Override
	public Injector createInjector() {
		return Guice.createInjector(Modules2.mixin(new PartitaRuntimeModule(), new PartitaIdeModule()));
	}
	
}
