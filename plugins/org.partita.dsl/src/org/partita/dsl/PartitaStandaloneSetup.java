/*
 * Partita language
 */
package org.partita.dsl;


/**
 * Initialization support for running Xtext languages without Equinox extension registry.
 */
public class PartitaStandaloneSetup extends PartitaStandaloneSetupGenerated {

	public static void doSetup() {
		new PartitaStandaloneSetup().createInjectorAndDoEMFRegistration();
	}
}
