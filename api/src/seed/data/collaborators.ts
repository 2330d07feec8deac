import type { SeedCollaborator } from './types';

/** Authors, translators and illustrators of the catalogue (all died before 1955). Biographies are plain text. */
export const collaborators: SeedCollaborator[] = [
  {
    name: 'A. A. Brill',
    biography_fr:
      "Psychiatre américain né en Galicie (1874-1948), Abraham Arden Brill fut le premier traducteur de Freud en anglais et l'un des pionniers de la psychanalyse aux États-Unis.",
    biography_en:
      'Abraham Arden Brill (1874-1948), an American psychiatrist born in Galicia, was the first translator of Freud into English and a pioneer of psychoanalysis in the United States.',
  },
  {
    name: 'Abbé Prévost',
    biography_fr:
      "Antoine François Prévost d'Exiles (1697-1763), moine bénédictin devenu romancier, journaliste et traducteur de Richardson, publia Manon Lescaut comme septième tome de ses Mémoires et aventures d'un homme de qualité.",
    biography_en:
      "Antoine François Prévost d'Exiles (1697-1763), a Benedictine monk turned novelist, journalist and translator of Richardson, first published Manon Lescaut as the seventh volume of his Memoirs of a Man of Quality.",
  },
  {
    name: 'Alain-Fournier',
    biography_fr:
      "Henri-Alban Fournier, dit Alain-Fournier (1886-1914), publia en 1913 son unique roman, Le Grand Meaulnes. Il fut tué au combat près de Verdun dès les premières semaines de la Grande Guerre.",
    biography_en:
      'Henri-Alban Fournier, known as Alain-Fournier (1886-1914), published his only novel, Le Grand Meaulnes, in 1913. He was killed in action near Verdun in the first weeks of the First World War.',
  },
  {
    name: 'Alexander Teixeira de Mattos',
    biography_fr:
      "Traducteur britannique d'origine néerlandaise (1865-1921), Alexander Teixeira de Mattos a fait connaître en anglais Fabre, Maeterlinck, Gaston Leroux et bien d'autres auteurs de langue française.",
    biography_en:
      'A Dutch-born British translator (1865-1921), Alexander Teixeira de Mattos introduced English readers to Fabre, Maeterlinck, Gaston Leroux and many other French-language writers.',
  },
  {
    name: 'Alexandre Dumas',
    biography_fr:
      "Dramaturge et romancier d'une fécondité légendaire (1802-1870), Alexandre Dumas a écrit, souvent avec Auguste Maquet, les plus célèbres romans de cape et d'épée. Ses cendres ont été transférées au Panthéon en 2002.",
    biography_en:
      'A playwright and novelist of legendary output (1802-1870), Alexandre Dumas wrote, often with Auguste Maquet, the most famous swashbuckling novels of all. His remains were moved to the Panthéon in 2002.',
  },
  {
    name: 'Alexis de Tocqueville',
    biography_fr:
      "Magistrat, député puis ministre des Affaires étrangères en 1849, Alexis de Tocqueville (1805-1859) est l'un des fondateurs de la sociologie politique grâce à De la démocratie en Amérique.",
    biography_en:
      'A magistrate, member of parliament and briefly foreign minister in 1849, Alexis de Tocqueville (1805-1859) became a founder of political sociology with Democracy in America.',
  },
  {
    name: 'Alfred Jarry',
    biography_fr:
      "Écrivain et provocateur (1873-1907), Alfred Jarry a créé le personnage d'Ubu et inventé la « pataphysique », science des solutions imaginaires.",
    biography_en:
      'A writer and provocateur (1873-1907), Alfred Jarry created the character of Ubu and invented "pataphysics", the science of imaginary solutions.',
  },
  {
    name: 'Alfred de Musset',
    biography_fr:
      "Poète et dramaturge romantique (1810-1857), auteur des Nuits et de La Confession d'un enfant du siècle, Alfred de Musset fut élu à l'Académie française en 1852.",
    biography_en:
      'A Romantic poet and playwright (1810-1857), author of Les Nuits and The Confession of a Child of the Century, Alfred de Musset was elected to the Académie française in 1852.',
  },
  {
    name: 'Alphonse Daudet',
    biography_fr:
      'Né à Nîmes, Alphonse Daudet (1840-1897) a peint la Provence avec humour et tendresse dans Lettres de mon moulin et la trilogie de Tartarin.',
    biography_en:
      'Born in Nîmes, Alphonse Daudet (1840-1897) portrayed Provence with humour and tenderness in Letters from My Windmill and the Tartarin trilogy.',
  },
  {
    name: 'Alphonse de Lamartine',
    biography_fr:
      "Poète des Méditations poétiques et homme politique (1790-1869), Alphonse de Lamartine proclama la République en février 1848 et dirigea la diplomatie du gouvernement provisoire.",
    biography_en:
      'Poet of the Poetic Meditations and statesman (1790-1869), Alphonse de Lamartine proclaimed the Republic in February 1848 and led foreign affairs in the provisional government.',
  },
  {
    name: 'Alphonse de Neuville',
    biography_fr:
      'Peintre de scènes militaires (1835-1885), Alphonse de Neuville a illustré pour Hetzel plusieurs romans de Jules Verne, dont Vingt mille lieues sous les mers.',
    biography_en:
      'A painter of military scenes (1835-1885), Alphonse de Neuville illustrated several Jules Verne novels for Hetzel, including Twenty Thousand Leagues Under the Sea.',
  },
  {
    name: 'Anatole France',
    biography_fr:
      "Romancier, critique et académicien (1844-1924), Anatole France s'engagea aux côtés de Zola dans l'affaire Dreyfus et reçut le prix Nobel de littérature en 1921.",
    biography_en:
      'Novelist, critic and member of the Académie française (1844-1924), Anatole France stood with Zola during the Dreyfus affair and received the Nobel Prize in Literature in 1921.',
  },
  {
    name: 'André Laurie',
    biography_fr:
      "Pseudonyme de Paschal Grousset (1844-1909), communard déporté en Nouvelle-Calédonie puis évadé, devenu auteur de romans d'aventures et traducteur pour l'éditeur Hetzel.",
    biography_en:
      'Pen name of Paschal Grousset (1844-1909), a Communard deported to New Caledonia who escaped and became an adventure novelist and translator for the publisher Hetzel.',
  },
  {
    name: 'Anna Sewell',
    biography_fr:
      "Anna Sewell (1820-1878) écrivit Black Beauty, son unique livre, pendant les dernières années de sa vie, alors qu'elle était alitée, pour inciter ses lecteurs à mieux traiter les chevaux.",
    biography_en:
      'Anna Sewell (1820-1878) wrote Black Beauty, her only book, during the last years of her life while confined to bed, to encourage kindness to horses.',
  },
  {
    name: 'Anne Brontë',
    biography_fr:
      "Benjamine des sœurs Brontë (1820-1849), Anne publia sous le pseudonyme d'Acton Bell Agnes Grey et La Recluse de Wildfell Hall.",
    biography_en:
      'The youngest of the Brontë sisters (1820-1849), Anne published Agnes Grey and The Tenant of Wildfell Hall under the pen name Acton Bell.',
  },
  {
    name: 'Arthur Conan Doyle',
    biography_fr:
      'Médecin écossais devenu écrivain (1859-1930), Arthur Conan Doyle a créé Sherlock Holmes et le professeur Challenger.',
    biography_en:
      'A Scottish doctor turned writer (1859-1930), Arthur Conan Doyle created Sherlock Holmes and Professor Challenger.',
  },
  {
    name: 'Arthur Rackham',
    biography_fr:
      "Illustrateur anglais (1867-1939), maître de l'âge d'or du livre illustré, Arthur Rackham a mis en images Grimm, Shakespeare, Dickens et Peter Pan de ses silhouettes et de ses arbres tourmentés.",
    biography_en:
      'An English illustrator (1867-1939) of the golden age of the illustrated book, Arthur Rackham brought Grimm, Shakespeare, Dickens and Peter Pan to life with his silhouettes and gnarled trees.',
  },
  {
    name: 'Arthur Rimbaud',
    biography_fr:
      "Né à Charleville, Arthur Rimbaud (1854-1891) révolutionna la poésie avant vingt ans, puis renonça à la littérature pour devenir négociant à Aden et au Harar.",
    biography_en:
      'Born in Charleville, Arthur Rimbaud (1854-1891) revolutionised poetry before he was twenty, then gave up literature to become a trader in Aden and Harar.',
  },
  {
    name: 'Auguste-Jean-Baptiste Defauconpret',
    biography_fr:
      'Auguste-Jean-Baptiste Defauconpret (1767-1843) fut le traducteur attitré de Walter Scott et de James Fenimore Cooper, dont il fit connaître les romans à toute la France romantique.',
    biography_en:
      'Auguste-Jean-Baptiste Defauconpret (1767-1843) was the regular French translator of Walter Scott and James Fenimore Cooper, whose novels he brought to the whole of Romantic France.',
  },
  {
    name: 'Bayard Taylor',
    biography_fr:
      "Poète, journaliste et grand voyageur américain (1825-1878), Bayard Taylor publia une traduction en vers du Faust de Goethe et mourut à Berlin, où il était ambassadeur des États-Unis.",
    biography_en:
      "An American poet, journalist and traveller (1825-1878), Bayard Taylor published a verse translation of Goethe's Faust and died in Berlin while serving as United States minister to Germany.",
  },
  {
    name: 'Beatrix Potter',
    biography_fr:
      "Autrice, illustratrice et naturaliste anglaise (1866-1943), Beatrix Potter créa Pierre Lapin, puis devint fermière dans le Lake District, dont elle légua les terres au National Trust.",
    biography_en:
      'An English author, illustrator and naturalist (1866-1943), Beatrix Potter created Peter Rabbit, later became a farmer in the Lake District and left her land to the National Trust.',
  },
  {
    name: 'Beaumarchais',
    biography_fr:
      "Horloger, homme d'affaires, agent secret et dramaturge, Pierre-Augustin Caron de Beaumarchais (1732-1799) est l'auteur du Barbier de Séville et du Mariage de Figaro. Il défendit les droits des auteurs de théâtre.",
    biography_en:
      "Watchmaker, businessman, secret agent and playwright, Pierre-Augustin Caron de Beaumarchais (1732-1799) wrote The Barber of Seville and The Marriage of Figaro, and championed playwrights' rights.",
  },
  {
    name: 'Bertall',
    biography_fr:
      "Charles Albert d'Arnoux, dit Bertall (1820-1882), caricaturiste et illustrateur, a dessiné pour Balzac et pour la comtesse de Ségur, dont il illustra Les Petites Filles modèles.",
    biography_en:
      "Charles Albert d'Arnoux, known as Bertall (1820-1882), a caricaturist and illustrator, drew for Balzac and for the Comtesse de Ségur, illustrating Les Petites Filles modèles.",
  },
  {
    name: 'Blaise Pascal',
    biography_fr:
      'Mathématicien, physicien et inventeur d\'une machine à calculer, Blaise Pascal (1623-1662) est aussi l\'auteur des Provinciales et des Pensées, chefs-d\'œuvre de la prose française.',
    biography_en:
      'A mathematician, physicist and inventor of a calculating machine, Blaise Pascal (1623-1662) also wrote the Provincial Letters and the Pensées, masterpieces of French prose.',
  },
  {
    name: 'Bram Stoker',
    biography_fr:
      "Écrivain irlandais (1847-1912), Bram Stoker fut pendant vingt-sept ans l'administrateur du Lyceum Theatre de Londres avant de publier Dracula en 1897.",
    biography_en:
      "An Irish writer (1847-1912), Bram Stoker managed London's Lyceum Theatre for twenty-seven years and published Dracula in 1897.",
  },
  {
    name: 'C. K. Scott Moncrieff',
    biography_fr:
      "Officier blessé pendant la Grande Guerre, l'Écossais Charles Kenneth Scott Moncrieff (1889-1930) consacra ses dernières années à traduire Proust et Stendhal en anglais.",
    biography_en:
      'Wounded as an officer in the First World War, the Scot Charles Kenneth Scott Moncrieff (1889-1930) devoted his last years to translating Proust and Stendhal into English.',
  },
  {
    name: 'Camille Flammarion',
    biography_fr:
      "Astronome et vulgarisateur (1842-1925), Camille Flammarion fonda la Société astronomique de France en 1887 et installa son observatoire à Juvisy-sur-Orge.",
    biography_en:
      'An astronomer and populariser of science (1842-1925), Camille Flammarion founded the Société astronomique de France in 1887 and set up his observatory at Juvisy-sur-Orge.',
  },
  {
    name: 'Carlos Schwabe',
    biography_fr:
      "Peintre et illustrateur symboliste suisse d'origine allemande (1866-1926), Carlos Schwabe a notamment illustré Les Fleurs du mal et Le Rêve d'Émile Zola.",
    biography_en:
      "A German-born Swiss Symbolist painter and illustrator (1866-1926), Carlos Schwabe illustrated, among other books, Les Fleurs du mal and Zola's Le Rêve.",
  },
  {
    name: 'Charles Baudelaire',
    biography_fr:
      "Poète des Fleurs du mal, critique d'art et traducteur d'Edgar Allan Poe, Charles Baudelaire (1821-1867) est considéré comme le fondateur de la poésie moderne.",
    biography_en:
      'Poet of Les Fleurs du mal, art critic and translator of Edgar Allan Poe, Charles Baudelaire (1821-1867) is regarded as the founder of modern poetry.',
  },
  {
    name: 'Charles Bernard-Derosne',
    biography_fr:
      "Homme de lettres français du XIXe siècle et traducteur de l'anglais, Charles Bernard-Derosne a signé pour Hachette la première traduction française des Grandes Espérances de Dickens.",
    biography_en:
      "A nineteenth-century French man of letters and translator from English, Charles Bernard-Derosne produced the first French translation of Dickens's Great Expectations for Hachette.",
  },
  {
    name: 'Charles Darwin',
    biography_fr:
      "Naturaliste anglais (1809-1882), Charles Darwin fit le tour du monde à bord du Beagle avant de formuler la théorie de l'évolution par la sélection naturelle.",
    biography_en:
      'An English naturalist (1809-1882), Charles Darwin sailed around the world aboard the Beagle before setting out the theory of evolution by natural selection.',
  },
  {
    name: 'Charles Dickens',
    biography_fr:
      "Contraint de travailler dans une fabrique de cirage à douze ans, Charles Dickens (1812-1870) devint le romancier le plus populaire de l'Angleterre victorienne et le défenseur infatigable des pauvres.",
    biography_en:
      'Sent to work in a blacking factory at the age of twelve, Charles Dickens (1812-1870) became the most popular novelist of Victorian England and a tireless champion of the poor.',
  },
  {
    name: 'Charles Perrault',
    biography_fr:
      "Collaborateur de Colbert et membre de l'Académie française, Charles Perrault (1628-1703) prit le parti des Modernes dans la querelle des Anciens et des Modernes et fixa pour toujours nos contes de fées.",
    biography_en:
      'An aide to Colbert and member of the Académie française, Charles Perrault (1628-1703) sided with the Moderns in the Quarrel of the Ancients and the Moderns and gave fairy tales their lasting form.',
  },
  {
    name: 'Charlotte Brontë',
    biography_fr:
      "Aînée des trois sœurs romancières (1816-1855), Charlotte Brontë publia Jane Eyre en 1847 sous le pseudonyme de Currer Bell.",
    biography_en:
      'The eldest of the three novelist sisters (1816-1855), Charlotte Brontë published Jane Eyre in 1847 under the pen name Currer Bell.',
  },
  {
    name: 'Choderlos de Laclos',
    biography_fr:
      "Officier d'artillerie (1741-1803), Pierre Choderlos de Laclos ne publia qu'un roman, Les Liaisons dangereuses, et mourut général de l'armée de Napoléon à Tarente.",
    biography_en:
      'An artillery officer (1741-1803), Pierre Choderlos de Laclos published only one novel, Dangerous Liaisons, and died a general in Napoleon\'s army at Taranto.',
  },
  {
    name: 'Christina Rossetti',
    biography_fr:
      "Poétesse anglaise (1830-1894), sœur du peintre Dante Gabriel Rossetti, Christina Rossetti est l'autrice de Goblin Market et du chant de Noël « In the Bleak Midwinter ».",
    biography_en:
      'An English poet (1830-1894) and sister of the painter Dante Gabriel Rossetti, Christina Rossetti wrote Goblin Market and the Christmas carol "In the Bleak Midwinter".',
  },
  {
    name: 'Claude Bernard',
    biography_fr:
      "Physiologiste (1813-1878), professeur au Collège de France, Claude Bernard a découvert la fonction glycogénique du foie et formulé la notion de milieu intérieur.",
    biography_en:
      'A physiologist (1813-1878) and professor at the Collège de France, Claude Bernard discovered the glycogenic function of the liver and formulated the concept of the internal environment.',
  },
  {
    name: 'Colette',
    biography_fr:
      "Née en Puisaye, Sidonie-Gabrielle Colette (1873-1954) fut romancière, journaliste et artiste de music-hall. Première femme présidente de l'Académie Goncourt, elle reçut des funérailles nationales.",
    biography_en:
      'Born in Burgundy, Sidonie-Gabrielle Colette (1873-1954) was a novelist, journalist and music-hall performer. The first woman to preside over the Académie Goncourt, she was given a state funeral.',
  },
  {
    name: 'Comtesse de Ségur',
    biography_fr:
      "Née Sophie Rostopchine à Saint-Pétersbourg (1799-1874), la comtesse de Ségur commença à écrire après cinquante ans pour ses petits-enfants et devint l'autrice vedette de la Bibliothèque rose.",
    biography_en:
      'Born Sophie Rostopchine in St Petersburg (1799-1874), the Comtesse de Ségur began writing in her fifties for her grandchildren and became the star author of Hachette\'s "Bibliothèque rose".',
  },
  {
    name: 'Condorcet',
    biography_fr:
      "Mathématicien, philosophe et député à la Convention, Nicolas de Condorcet (1743-1794) défendit l'instruction publique et les droits des femmes. Proscrit, il mourut en prison à Bourg-la-Reine.",
    biography_en:
      "Mathematician, philosopher and member of the National Convention, Nicolas de Condorcet (1743-1794) championed public education and women's rights. Outlawed, he died in prison at Bourg-la-Reine.",
  },
  {
    name: 'Constance Garnett',
    biography_fr:
      "Traductrice anglaise (1861-1946), Constance Garnett a fait découvrir au public anglophone Tolstoï, Dostoïevski, Tchekhov et Tourgueniev en plus de soixante-dix volumes.",
    biography_en:
      'An English translator (1861-1946), Constance Garnett introduced English-speaking readers to Tolstoy, Dostoevsky, Chekhov and Turgenev in more than seventy volumes.',
  },
  {
    name: 'Daniel Defoe',
    biography_fr:
      "Commerçant, pamphlétaire et journaliste (vers 1660-1731), Daniel Defoe publia Robinson Crusoé à près de soixante ans, l'un des premiers romans de la littérature anglaise.",
    biography_en:
      'A merchant, pamphleteer and journalist (c. 1660-1731), Daniel Defoe was nearly sixty when he published Robinson Crusoe, one of the first English novels.',
  },
  {
    name: 'Denis Diderot',
    biography_fr:
      "Philosophe des Lumières (1713-1784), Denis Diderot dirigea pendant plus de vingt ans l'Encyclopédie et laissa des romans audacieux publiés pour la plupart après sa mort.",
    biography_en:
      'An Enlightenment philosopher (1713-1784), Denis Diderot edited the Encyclopédie for more than twenty years and left daring novels, most of them published after his death.',
  },
  {
    name: 'Edgar Allan Poe',
    biography_fr:
      "Poète, critique et conteur américain (1809-1849), Edgar Allan Poe a inventé le récit policier et renouvelé le conte fantastique. Baudelaire l'a fait connaître en France.",
    biography_en:
      'An American poet, critic and storyteller (1809-1849), Edgar Allan Poe invented the detective story and reshaped the tale of terror. Baudelaire made him famous in France.',
  },
  {
    name: 'Edith Wharton',
    biography_fr:
      "Romancière new-yorkaise (1862-1937), Edith Wharton fut la première femme à recevoir le prix Pulitzer du roman. Installée en France à partir de 1907, elle y mourut.",
    biography_en:
      'A New York novelist (1862-1937), Edith Wharton was the first woman to win the Pulitzer Prize for fiction. She settled in France in 1907 and died there.',
  },
  {
    name: 'Edmond Barbier',
    biography_fr:
      "Traducteur français du XIXe siècle, Edmond Barbier a traduit pour l'éditeur Reinwald plusieurs ouvrages majeurs de Charles Darwin, dont L'Origine des espèces.",
    biography_en:
      "A nineteenth-century French translator, Edmond Barbier translated several of Charles Darwin's major works for the publisher Reinwald, including On the Origin of Species.",
  },
  {
    name: 'Edmond Rostand',
    biography_fr:
      "Poète et dramaturge (1868-1918), Edmond Rostand connut la gloire avec Cyrano de Bergerac et devint en 1901 le plus jeune membre de l'Académie française.",
    biography_en:
      'A poet and playwright (1868-1918), Edmond Rostand achieved fame with Cyrano de Bergerac and in 1901 became the youngest member of the Académie française.',
  },
  {
    name: 'Edward Gibbon',
    biography_fr:
      "Historien et député anglais (1737-1794), Edward Gibbon consacra près de vingt ans à son Histoire du déclin et de la chute de l'Empire romain.",
    biography_en:
      'An English historian and member of parliament (1737-1794), Edward Gibbon spent nearly twenty years on his History of the Decline and Fall of the Roman Empire.',
  },
  {
    name: 'Edwin A. Abbott',
    biography_fr:
      "Directeur de la City of London School, théologien et spécialiste de Shakespeare, Edwin Abbott Abbott (1838-1926) publia Flatland sous le pseudonyme de « A Square ».",
    biography_en:
      'Headmaster of the City of London School, theologian and Shakespeare scholar, Edwin Abbott Abbott (1838-1926) published Flatland under the pseudonym "A Square".',
  },
  {
    name: 'Eleanor Marx-Aveling',
    biography_fr:
      "Plus jeune fille de Karl Marx (1855-1898), militante socialiste et syndicaliste, Eleanor Marx a traduit en anglais Madame Bovary et plusieurs pièces d'Ibsen.",
    biography_en:
      "The youngest daughter of Karl Marx (1855-1898), a socialist and trade-union activist, Eleanor Marx translated Madame Bovary and several of Ibsen's plays into English.",
  },
  {
    name: 'Elizabeth Gaskell',
    biography_fr:
      "Romancière de Manchester (1810-1865), Elizabeth Gaskell a décrit la société industrielle dans Mary Barton et Nord et Sud, et écrit la première biographie de Charlotte Brontë.",
    biography_en:
      'A Manchester novelist (1810-1865), Elizabeth Gaskell portrayed industrial society in Mary Barton and North and South and wrote the first biography of Charlotte Brontë.',
  },
  {
    name: 'Ellen Marriage',
    biography_fr:
      "Traductrice anglaise de la fin du XIXe siècle, Ellen Marriage a traduit pour l'éditeur J. M. Dent une grande partie de La Comédie humaine de Balzac.",
    biography_en:
      "An English translator of the late nineteenth century, Ellen Marriage translated a large part of Balzac's Human Comedy for the publisher J. M. Dent.",
  },
  {
    name: 'Emily Brontë',
    biography_fr:
      "Poétesse et romancière (1818-1848), Emily Brontë publia sous le nom d'Ellis Bell Les Hauts de Hurlevent, son unique roman, un an avant sa mort.",
    biography_en:
      'A poet and novelist (1818-1848), Emily Brontë published her only novel, Wuthering Heights, under the name Ellis Bell a year before her death.',
  },
  {
    name: 'Emily Dickinson',
    biography_fr:
      "Recluse d'Amherst, dans le Massachusetts (1830-1886), Emily Dickinson ne publia qu'une dizaine de poèmes de son vivant. On découvrit après sa mort près de mille huit cents poèmes.",
    biography_en:
      'The recluse of Amherst, Massachusetts (1830-1886), Emily Dickinson published only about ten poems in her lifetime. Nearly 1,800 were discovered after her death.',
  },
  {
    name: 'Ernest Shackleton',
    biography_fr:
      "Explorateur anglo-irlandais (1874-1922), Ernest Shackleton mena plusieurs expéditions antarctiques et sauva tous les hommes de l'Endurance. Il mourut en Géorgie du Sud au début d'une nouvelle expédition.",
    biography_en:
      'An Anglo-Irish explorer (1874-1922), Ernest Shackleton led several Antarctic expeditions and saved every man of the Endurance. He died on South Georgia at the start of a new expedition.',
  },
  {
    name: 'F. Scott Fitzgerald',
    biography_fr:
      "Romancier américain (1896-1940), Francis Scott Fitzgerald fut le chroniqueur de l'« âge du jazz » et vécut plusieurs années en France avec son épouse Zelda.",
    biography_en:
      'An American novelist (1896-1940), Francis Scott Fitzgerald chronicled the Jazz Age and lived for several years in France with his wife Zelda.',
  },
  {
    name: 'Fiodor Dostoïevski',
    biography_fr:
      "Condamné à mort en 1849 puis gracié et envoyé au bagne en Sibérie, Fiodor Dostoïevski (1821-1881) est l'auteur de Crime et Châtiment, de L'Idiot et des Frères Karamazov.",
    biography_en:
      'Sentenced to death in 1849, reprieved and sent to a Siberian prison camp, Fyodor Dostoevsky (1821-1881) wrote Crime and Punishment, The Idiot and The Brothers Karamazov.',
  },
  {
    name: 'Florence Nightingale',
    biography_fr:
      "Infirmière pendant la guerre de Crimée, où on la surnomma « la dame à la lampe », Florence Nightingale (1820-1910) fonda à Londres une école d'infirmières et fut une pionnière de la statistique médicale.",
    biography_en:
      'Known as "the Lady with the Lamp" for her work in the Crimean War, Florence Nightingale (1820-1910) founded a nursing school in London and pioneered medical statistics.',
  },
  {
    name: 'Frances Hodgson Burnett',
    biography_fr:
      "Née à Manchester et émigrée adolescente aux États-Unis, Frances Hodgson Burnett (1849-1924) est l'autrice du Petit Lord Fauntleroy et du Jardin secret.",
    biography_en:
      'Born in Manchester and emigrating to the United States as a teenager, Frances Hodgson Burnett (1849-1924) wrote Little Lord Fauntleroy and The Secret Garden.',
  },
  {
    name: 'François de La Rochefoucauld',
    biography_fr:
      "Grand seigneur blessé pendant la Fronde, François de La Rochefoucauld (1613-1680) se retira de la vie politique et fréquenta les salons, où il polit ses célèbres Maximes.",
    biography_en:
      'A nobleman wounded during the Fronde, François de La Rochefoucauld (1613-1680) withdrew from politics to the salons, where he polished his famous Maxims.',
  },
  {
    name: 'François-René de Chateaubriand',
    biography_fr:
      "Né à Saint-Malo, François-René de Chateaubriand (1768-1848), écrivain, diplomate et ministre, est le grand initiateur du romantisme français. Il repose sur l'îlot du Grand Bé.",
    biography_en:
      'Born in Saint-Malo, François-René de Chateaubriand (1768-1848), writer, diplomat and minister, was the great forerunner of French Romanticism. He is buried on the islet of Grand Bé.',
  },
  {
    name: 'François-Victor Hugo',
    biography_fr:
      "Fils cadet de Victor Hugo (1828-1873), François-Victor Hugo traduisit l'intégralité du théâtre de Shakespeare pendant l'exil familial à Jersey et à Guernesey.",
    biography_en:
      "The younger son of Victor Hugo (1828-1873), François-Victor Hugo translated Shakespeare's complete plays during the family's exile on Jersey and Guernsey.",
  },
  {
    name: 'Frederick Douglass',
    biography_fr:
      "Né esclave dans le Maryland, Frederick Douglass (vers 1818-1895) s'évada en 1838 et devint l'orateur le plus influent du mouvement abolitionniste américain.",
    biography_en:
      'Born into slavery in Maryland, Frederick Douglass (c. 1818-1895) escaped in 1838 and became the most influential orator of the American abolitionist movement.',
  },
  {
    name: 'G. Bruno',
    biography_fr:
      "Sous le pseudonyme de G. Bruno, Augustine Fouillée (1833-1923) publia Le Tour de la France par deux enfants, livre de lecture tiré à plusieurs millions d'exemplaires dans les écoles de la IIIe République.",
    biography_en:
      'Writing as G. Bruno, Augustine Fouillée (1833-1923) published Le Tour de la France par deux enfants, a school reader printed in millions of copies under the Third Republic.',
  },
  {
    name: 'Gaston Leroux',
    biography_fr:
      "Avocat devenu grand reporter au Matin, Gaston Leroux (1868-1927) a créé le détective Joseph Rouletabille et écrit Le Fantôme de l'Opéra.",
    biography_en:
      'A lawyer turned star reporter for Le Matin, Gaston Leroux (1868-1927) created the detective Joseph Rouletabille and wrote The Phantom of the Opera.',
  },
  {
    name: 'George Eliot',
    biography_fr:
      "Sous le pseudonyme de George Eliot, Mary Ann Evans (1819-1880), traductrice et journaliste, devint l'une des plus grandes romancières de l'époque victorienne.",
    biography_en:
      'Writing as George Eliot, Mary Ann Evans (1819-1880), a translator and journalist, became one of the greatest novelists of the Victorian age.',
  },
  {
    name: 'George Makepeace Towle',
    biography_fr:
      "Journaliste et écrivain américain (1841-1893), ancien consul des États-Unis à Nantes, George Makepeace Towle signa la première traduction anglaise du Tour du monde en quatre-vingts jours.",
    biography_en:
      'An American journalist and author (1841-1893) who had served as United States consul in Nantes, George Makepeace Towle made the first English translation of Around the World in Eighty Days.',
  },
  {
    name: 'George Sand',
    biography_fr:
      "Aurore Dupin, baronne Dudevant (1804-1876), publia sous le nom de George Sand plus de soixante-dix romans. Sa maison de Nohant accueillit Chopin, Flaubert et Delacroix.",
    biography_en:
      'Aurore Dupin, Baroness Dudevant (1804-1876), published more than seventy novels as George Sand. Her house at Nohant welcomed Chopin, Flaubert and Delacroix.',
  },
  {
    name: 'Guillaume Apollinaire',
    biography_fr:
      "Né à Rome, Guillaume Apollinaire (1880-1918), poète d'Alcools et défenseur du cubisme, fut blessé à la tête au front en 1916 et mourut de la grippe espagnole deux jours avant l'armistice.",
    biography_en:
      'Born in Rome, Guillaume Apollinaire (1880-1918), poet of Alcools and champion of Cubism, suffered a head wound at the front in 1916 and died of Spanish flu two days before the Armistice.',
  },
  {
    name: 'Gustave Doré',
    biography_fr:
      "Né à Strasbourg, Gustave Doré (1832-1883) fut le plus célèbre illustrateur de son temps : la Bible, Dante, Cervantes, Perrault, La Fontaine et Milton ont pris vie sous son crayon.",
    biography_en:
      'Born in Strasbourg, Gustave Doré (1832-1883) was the most celebrated illustrator of his age: the Bible, Dante, Cervantes, Perrault, La Fontaine and Milton all came alive in his illustrations.',
  },
  {
    name: 'Gustave Flaubert',
    biography_fr:
      "Reclus dans sa maison de Croisset, près de Rouen, Gustave Flaubert (1821-1880) travaillait chaque phrase jusqu'à la perfection. Madame Bovary lui valut un procès retentissant en 1857.",
    biography_en:
      'Secluded in his house at Croisset near Rouen, Gustave Flaubert (1821-1880) worked on every sentence until it was perfect. Madame Bovary brought him a famous trial in 1857.',
  },
  {
    name: 'Guy de Maupassant',
    biography_fr:
      "Disciple de Flaubert, Guy de Maupassant (1850-1893) écrivit en un peu plus de dix ans six romans et environ trois cents nouvelles, avant de sombrer dans la maladie.",
    biography_en:
      "A disciple of Flaubert, Guy de Maupassant (1850-1893) wrote six novels and some three hundred short stories in little more than a decade before succumbing to illness.",
  },
  {
    name: 'Gérard de Nerval',
    biography_fr:
      "Traducteur du Faust de Goethe à vingt ans, grand voyageur et poète des Chimères, Gérard de Nerval (1808-1855) a exploré la frontière entre le rêve et la réalité.",
    biography_en:
      "Translator of Goethe's Faust at twenty, keen traveller and poet of Les Chimères, Gérard de Nerval (1808-1855) explored the border between dream and reality.",
  },
  {
    name: 'H. G. Wells',
    biography_fr:
      "Fils d'un boutiquier du Kent, Herbert George Wells (1866-1946) étudia la biologie avant d'écrire La Machine à explorer le temps et La Guerre des mondes, fondant la science-fiction moderne.",
    biography_en:
      "The son of a Kent shopkeeper, Herbert George Wells (1866-1946) studied biology before writing The Time Machine and The War of the Worlds, founding modern science fiction.",
  },
  {
    name: 'Havelock Ellis',
    biography_fr:
      'Médecin, essayiste et pionnier de la sexologie (1859-1939), le Britannique Havelock Ellis traduisit aussi Germinal de Zola en anglais.',
    biography_en:
      "A British physician, essayist and pioneer of sexology (1859-1939), Havelock Ellis also translated Zola's Germinal into English.",
  },
  {
    name: 'Hector Malot',
    biography_fr:
      "Romancier prolifique (1830-1907), Hector Malot doit sa célébrité à Sans famille, couronné par l'Académie française, et à En famille.",
    biography_en:
      'A prolific novelist (1830-1907), Hector Malot owes his fame to Nobody\'s Boy (Sans famille), crowned by the Académie française, and to En famille.',
  },
  {
    name: 'Henri Bergson',
    biography_fr:
      'Professeur au Collège de France, Henri Bergson (1859-1941) a renouvelé la philosophie par sa réflexion sur la durée et l\'intuition. Il reçut le prix Nobel de littérature en 1927.',
    biography_en:
      'A professor at the Collège de France, Henri Bergson (1859-1941) renewed philosophy with his thinking on duration and intuition. He received the Nobel Prize in Literature in 1927.',
  },
  {
    name: 'Henri Bué',
    biography_fr:
      "Professeur de français établi en Angleterre, Henri Bué signa en 1869 la première traduction française d'Alice au pays des merveilles, publiée à Londres par Macmillan avec l'accord de Lewis Carroll.",
    biography_en:
      "A French teacher living in England, Henri Bué made the first French translation of Alice's Adventures in Wonderland, published in London by Macmillan in 1869 with Lewis Carroll's approval.",
  },
  {
    name: 'Henri Poincaré',
    biography_fr:
      "Mathématicien, physicien et philosophe des sciences (1854-1912), Henri Poincaré a fondé la topologie moderne, étudié le problème des trois corps et préparé la relativité.",
    biography_en:
      'A mathematician, physicist and philosopher of science (1854-1912), Henri Poincaré founded modern topology, studied the three-body problem and paved the way for relativity.',
  },
  {
    name: 'Henri Van Laun',
    biography_fr:
      "Professeur de français en Grande-Bretagne au XIXe siècle, Henri Van Laun a traduit en anglais l'œuvre dramatique complète de Molière.",
    biography_en:
      "A nineteenth-century teacher of French in Britain, Henri Van Laun translated Molière's complete dramatic works into English.",
  },
  {
    name: 'Henri de Toulouse-Lautrec',
    biography_fr:
      "Peintre, affichiste et lithographe (1864-1901), Henri de Toulouse-Lautrec a saisi la vie de Montmartre, du Moulin-Rouge aux cafés-concerts, d'un trait incisif.",
    biography_en:
      'A painter, poster designer and lithographer (1864-1901), Henri de Toulouse-Lautrec captured Montmartre life, from the Moulin Rouge to the cafés-concerts, with an incisive line.',
  },
  {
    name: 'Henry David Thoreau',
    biography_fr:
      "Philosophe et naturaliste de Concord (1817-1862), Henry David Thoreau est l'auteur de Walden et de La Désobéissance civile, qui inspira Gandhi et Martin Luther King.",
    biography_en:
      'A philosopher and naturalist from Concord (1817-1862), Henry David Thoreau wrote Walden and Civil Disobedience, which inspired Gandhi and Martin Luther King.',
  },
  {
    name: 'Henry James',
    biography_fr:
      "Né à New York, Henry James (1843-1916) vécut la plus grande partie de sa vie en Europe et devint citoyen britannique en 1915. Il explora dans ses romans la rencontre de l'Amérique et du Vieux Continent.",
    biography_en:
      'Born in New York, Henry James (1843-1916) spent most of his life in Europe and became a British citizen in 1915. His novels explore the encounter between America and the Old World.',
  },
  {
    name: 'Henry Reeve',
    biography_fr:
      "Journaliste au Times puis directeur de l'Edinburgh Review, Henry Reeve (1813-1895) était l'ami et le traducteur anglais d'Alexis de Tocqueville.",
    biography_en:
      'A journalist at The Times and later editor of the Edinburgh Review, Henry Reeve (1813-1895) was the friend and English translator of Alexis de Tocqueville.',
  },
  {
    name: 'Henry-D. Davray',
    biography_fr:
      "Critique et traducteur attaché au Mercure de France (1873-1944), Henry-D. Davray a fait connaître en France H. G. Wells, Kipling et Oscar Wilde.",
    biography_en:
      'A critic and translator with the Mercure de France (1873-1944), Henry-D. Davray introduced H. G. Wells, Kipling and Oscar Wilde to French readers.',
  },
  {
    name: 'Herman Melville',
    biography_fr:
      "Marin sur des baleiniers du Pacifique, Herman Melville (1819-1891) tira de ses voyages Moby Dick, boudé de son vivant. Il finit sa vie comme inspecteur des douanes à New York.",
    biography_en:
      'A sailor on Pacific whalers, Herman Melville (1819-1891) drew Moby-Dick from his voyages, a book neglected in his lifetime. He ended his days as a customs inspector in New York.',
  },
  {
    name: 'Honoré de Balzac',
    biography_fr:
      "Travailleur acharné (1799-1850), Honoré de Balzac a réuni sous le titre de La Comédie humaine près de quatre-vingt-dix romans et nouvelles peignant toute la société de son temps.",
    biography_en:
      'A relentless worker (1799-1850), Honoré de Balzac gathered nearly ninety novels and stories under the title The Human Comedy, a portrait of the whole society of his time.',
  },
  {
    name: 'Horace Castelli',
    biography_fr:
      "Dessinateur et illustrateur (1825-1889), Horace Castelli a illustré de nombreux volumes de la Bibliothèque rose, dont l'édition originale des Malheurs de Sophie.",
    biography_en:
      'A draughtsman and illustrator (1825-1889), Horace Castelli illustrated many volumes of the "Bibliothèque rose", including the first edition of Les Malheurs de Sophie.',
  },
  {
    name: 'Hugh Thomson',
    biography_fr:
      "Illustrateur né en Irlande du Nord (1860-1920), Hugh Thomson est célèbre pour ses dessins pleins de charme des romans de Jane Austen et de Cranford.",
    biography_en:
      'An illustrator born in Northern Ireland (1860-1920), Hugh Thomson is best known for his charming drawings for the novels of Jane Austen and for Cranford.',
  },
  {
    name: 'Isabel F. Hapgood',
    biography_fr:
      "Traductrice américaine (1851-1928), Isabel Florence Hapgood a traduit Tolstoï, Gogol et Victor Hugo, et contribué à faire connaître la littérature russe aux États-Unis.",
    biography_en:
      'An American translator (1851-1928), Isabel Florence Hapgood translated Tolstoy, Gogol and Victor Hugo and helped introduce Russian literature to the United States.',
  },
  {
    name: 'Isabella Bird',
    biography_fr:
      "Voyageuse et écrivaine britannique (1831-1904), Isabella Bird parcourut les Rocheuses, le Japon, la Perse et la Chine. Elle fut en 1892 l'une des premières femmes admises à la Royal Geographical Society.",
    biography_en:
      'A British traveller and writer (1831-1904), Isabella Bird journeyed through the Rockies, Japan, Persia and China. In 1892 she was among the first women admitted to the Royal Geographical Society.',
  },
  {
    name: 'J. M. Barrie',
    biography_fr:
      "Romancier et dramaturge écossais (1860-1937), James Matthew Barrie a créé Peter Pan et légué les droits de son œuvre à l'hôpital pour enfants de Great Ormond Street.",
    biography_en:
      'A Scottish novelist and playwright (1860-1937), James Matthew Barrie created Peter Pan and gave the rights to his work to Great Ormond Street Hospital for Children.',
  },
  {
    name: 'Jack London',
    biography_fr:
      "Ouvrier, marin, chercheur d'or au Klondike puis écrivain (1876-1916), Jack London a tiré de sa vie aventureuse plus de cinquante livres, dont L'Appel de la forêt et Croc-Blanc.",
    biography_en:
      'Factory hand, sailor, Klondike gold prospector and then writer (1876-1916), Jack London drew more than fifty books from his adventurous life, including The Call of the Wild and White Fang.',
  },
  {
    name: 'Jacob & Wilhelm Grimm',
    biography_fr:
      "Philologues allemands, Jacob (1785-1863) et Wilhelm Grimm (1786-1859) recueillirent les contes populaires publiés à partir de 1812 et entreprirent le grand dictionnaire de la langue allemande.",
    biography_en:
      'The German philologists Jacob (1785-1863) and Wilhelm Grimm (1786-1859) collected the folk tales published from 1812 onwards and began the great dictionary of the German language.',
  },
  {
    name: 'James Fenimore Cooper',
    biography_fr:
      "Premier grand romancier américain (1789-1851), James Fenimore Cooper a raconté la Frontière dans le cycle de Bas-de-Cuir, dont Le Dernier des Mohicans. Il vécut plusieurs années à Paris.",
    biography_en:
      'The first great American novelist (1789-1851), James Fenimore Cooper told the story of the frontier in the Leatherstocking Tales, including The Last of the Mohicans. He lived for several years in Paris.',
  },
  {
    name: 'James Joyce',
    biography_fr:
      "Dublinois exilé à Trieste, Zurich et Paris, James Joyce (1882-1941) a bouleversé le roman avec Ulysse, après les nouvelles de Gens de Dublin.",
    biography_en:
      'A Dubliner in exile in Trieste, Zurich and Paris, James Joyce (1882-1941) transformed the novel with Ulysses, after the stories of Dubliners.',
  },
  {
    name: 'Jane Austen',
    biography_fr:
      "Fille d'un pasteur du Hampshire, Jane Austen (1775-1817) a écrit six romans d'une ironie et d'une finesse sans égales sur la société de la gentry anglaise.",
    biography_en:
      "A Hampshire clergyman's daughter, Jane Austen (1775-1817) wrote six novels of unequalled wit and subtlety about the world of the English gentry.",
  },
  {
    name: 'Jean Racine',
    biography_fr:
      "Formé à Port-Royal, Jean Racine (1639-1699) porta la tragédie classique à sa perfection avant de devenir historiographe de Louis XIV.",
    biography_en:
      'Educated at Port-Royal, Jean Racine (1639-1699) brought classical tragedy to perfection before becoming royal historiographer to Louis XIV.',
  },
  {
    name: 'Jean de La Fontaine',
    biography_fr:
      "Né à Château-Thierry, Jean de La Fontaine (1621-1695) publia de 1668 à 1694 les douze livres de ses Fables. Il entra à l'Académie française en 1684.",
    biography_en:
      'Born in Château-Thierry, Jean de La Fontaine (1621-1695) published the twelve books of his Fables between 1668 and 1694. He was elected to the Académie française in 1684.',
  },
  {
    name: 'Jean-Baptiste Charcot',
    biography_fr:
      "Médecin devenu explorateur (1867-1936), fils du neurologue Jean-Martin Charcot, Jean-Baptiste Charcot dirigea deux expéditions en Antarctique. Il disparut en mer avec le Pourquoi-Pas ? au large de l'Islande.",
    biography_en:
      "A doctor turned explorer (1867-1936) and son of the neurologist Jean-Martin Charcot, Jean-Baptiste Charcot led two Antarctic expeditions. He was lost at sea with the Pourquoi-Pas? off Iceland.",
  },
  {
    name: 'Jean-Henri Fabre',
    biography_fr:
      "Instituteur et professeur largement autodidacte, Jean-Henri Fabre (1823-1915) consacra sa vie à l'observation des insectes dans son jardin de Sérignan-du-Comtat.",
    biography_en:
      'A largely self-taught schoolteacher, Jean-Henri Fabre (1823-1915) devoted his life to observing insects in his garden at Sérignan-du-Comtat in Provence.',
  },
  {
    name: 'Jean-Jacques Rousseau',
    biography_fr:
      "Né à Genève, Jean-Jacques Rousseau (1712-1778), philosophe, romancier et musicien, a profondément influencé la Révolution française et la sensibilité romantique.",
    biography_en:
      'Born in Geneva, Jean-Jacques Rousseau (1712-1778), philosopher, novelist and musician, deeply influenced the French Revolution and Romantic sensibility.',
  },
  {
    name: 'Jean-Pierre Claris de Florian',
    biography_fr:
      "Fabuliste, romancier et dramaturge (1755-1794), Jean-Pierre Claris de Florian entra à l'Académie française en 1788. On lui doit aussi les paroles de la romance « Plaisir d'amour ».",
    biography_en:
      'A fabulist, novelist and playwright (1755-1794), Jean-Pierre Claris de Florian was elected to the Académie française in 1788. He also wrote the words of the song "Plaisir d\'amour".',
  },
  {
    name: 'Jeanne-Marie Leprince de Beaumont',
    biography_fr:
      "Gouvernante à Londres, Jeanne-Marie Leprince de Beaumont (1711-1780) écrivit pour ses élèves le Magasin des enfants, où parut la version la plus connue de « La Belle et la Bête ».",
    biography_en:
      'While working as a governess in London, Jeanne-Marie Leprince de Beaumont (1711-1780) wrote the Magasin des enfants for her pupils, in which the best-known version of "Beauty and the Beast" appeared.',
  },
  {
    name: 'Joachim du Bellay',
    biography_fr:
      "Poète de la Pléiade (vers 1522-1560), Joachim du Bellay signa en 1549 la Défense et illustration de la langue française, manifeste pour une poésie en français.",
    biography_en:
      'A poet of the Pléiade (c. 1522-1560), Joachim du Bellay wrote the Defence and Illustration of the French Language in 1549, a manifesto for poetry in French.',
  },
  {
    name: 'Johann Wolfgang von Goethe',
    biography_fr:
      "Poète, romancier, dramaturge, savant et ministre à la cour de Weimar, Johann Wolfgang von Goethe (1749-1832) est la figure majeure de la littérature allemande.",
    biography_en:
      'Poet, novelist, playwright, scientist and minister at the court of Weimar, Johann Wolfgang von Goethe (1749-1832) is the towering figure of German literature.',
  },
  {
    name: 'John Florio',
    biography_fr:
      "Linguiste et lexicographe anglais d'origine italienne (1553-1625), John Florio publia en 1603 la première traduction anglaise des Essais de Montaigne.",
    biography_en:
      "An English linguist and lexicographer of Italian descent (1553-1625), John Florio published the first English translation of Montaigne's Essays in 1603.",
  },
  {
    name: 'John Keats',
    biography_fr:
      "Formé à la médecine, le poète romantique anglais John Keats (1795-1821) composa ses grandes odes en une seule année et mourut de la tuberculose à Rome à vingt-cinq ans.",
    biography_en:
      'Trained in medicine, the English Romantic poet John Keats (1795-1821) wrote his great odes in a single year and died of tuberculosis in Rome at twenty-five.',
  },
  {
    name: 'John Milton',
    biography_fr:
      "Poète et pamphlétaire, secrétaire aux langues étrangères sous Cromwell, John Milton (1608-1674) dicta Le Paradis perdu après avoir perdu la vue.",
    biography_en:
      'A poet and pamphleteer who served as Secretary for Foreign Tongues under Cromwell, John Milton (1608-1674) dictated Paradise Lost after losing his sight.',
  },
  {
    name: 'John Ormsby',
    biography_fr:
      "Traducteur et alpiniste irlandais (1829-1895), membre fondateur de l'Alpine Club, John Ormsby publia en 1885 une traduction anglaise de Don Quichotte qui fit longtemps référence.",
    biography_en:
      'An Irish translator and mountaineer (1829-1895) and founding member of the Alpine Club, John Ormsby published in 1885 an English Don Quixote that long remained the standard.',
  },
  {
    name: 'John Stuart Mill',
    biography_fr:
      "Philosophe et économiste (1806-1873), John Stuart Mill défendit la liberté individuelle et, comme député, le droit de vote des femmes au Parlement britannique.",
    biography_en:
      "A philosopher and economist (1806-1873), John Stuart Mill defended individual liberty and, as a member of parliament, argued for women's suffrage.",
  },
  {
    name: 'John Tenniel',
    biography_fr:
      "Dessinateur vedette du journal satirique Punch pendant cinquante ans, John Tenniel (1820-1914) a donné leurs visages à Alice, au Chapelier fou et au Chat du Cheshire.",
    biography_en:
      'The leading cartoonist of the satirical magazine Punch for fifty years, John Tenniel (1820-1914) gave Alice, the Mad Hatter and the Cheshire Cat their faces.',
  },
  {
    name: 'Jonathan Swift',
    biography_fr:
      "Doyen de la cathédrale Saint-Patrick de Dublin, Jonathan Swift (1667-1745) fut le plus redoutable satiriste de langue anglaise, auteur des Voyages de Gulliver et de Modeste proposition.",
    biography_en:
      "Dean of St Patrick's Cathedral in Dublin, Jonathan Swift (1667-1745) was the most formidable satirist in English, author of Gulliver's Travels and A Modest Proposal.",
  },
  {
    name: 'Joseph Conrad',
    biography_fr:
      "Né Józef Teodor Konrad Korzeniowski dans une famille polonaise (1857-1924), Joseph Conrad fut marin pendant vingt ans avant de devenir l'un des maîtres du roman anglais, écrit dans sa troisième langue.",
    biography_en:
      'Born Józef Teodor Konrad Korzeniowski to a Polish family (1857-1924), Joseph Conrad spent twenty years at sea before becoming a master of the English novel, written in his third language.',
  },
  {
    name: 'Jules Férat',
    biography_fr:
      "Illustrateur et graveur français né en 1829, Jules Férat a illustré pour Hetzel plusieurs Voyages extraordinaires de Jules Verne, dont L'Île mystérieuse et Michel Strogoff.",
    biography_en:
      "A French illustrator and engraver born in 1829, Jules Férat illustrated several of Jules Verne's Extraordinary Voyages for Hetzel, including The Mysterious Island and Michael Strogoff.",
  },
  {
    name: 'Jules Michelet',
    biography_fr:
      "Chef de la section historique des Archives nationales et professeur au Collège de France, Jules Michelet (1798-1874) a écrit une monumentale Histoire de France et une Histoire de la Révolution française.",
    biography_en:
      'Head of the historical section of the National Archives and professor at the Collège de France, Jules Michelet (1798-1874) wrote a monumental History of France and a History of the French Revolution.',
  },
  {
    name: 'Jules Renard',
    biography_fr:
      "Écrivain au style ciselé (1864-1910), auteur de Poil de carotte et d'un célèbre Journal, Jules Renard fut membre de l'Académie Goncourt et maire de Chitry-les-Mines.",
    biography_en:
      'A writer of chiselled prose (1864-1910), author of Poil de carotte and a famous Journal, Jules Renard was a member of the Académie Goncourt and mayor of Chitry-les-Mines.',
  },
  {
    name: 'Jules Verne',
    biography_fr:
      "Né à Nantes, Jules Verne (1828-1905) publia chez Hetzel les Voyages extraordinaires, plus de soixante romans qui mêlent aventure et science. Il est l'un des auteurs les plus traduits au monde.",
    biography_en:
      'Born in Nantes, Jules Verne (1828-1905) published the Extraordinary Voyages with Hetzel, more than sixty novels blending adventure and science. He is one of the most translated authors in the world.',
  },
  {
    name: 'Kenneth Grahame',
    biography_fr:
      "Secrétaire de la Banque d'Angleterre (1859-1932), Kenneth Grahame écrivit Le Vent dans les saules à partir des histoires qu'il racontait à son fils.",
    biography_en:
      'Secretary of the Bank of England (1859-1932), Kenneth Grahame wrote The Wind in the Willows from the stories he told his son.',
  },
  {
    name: 'L. Frank Baum',
    biography_fr:
      "Journaliste, dramaturge et écrivain américain (1856-1919), Lyman Frank Baum créa le pays d'Oz, auquel il consacra quatorze romans.",
    biography_en:
      'An American journalist, playwright and author (1856-1919), Lyman Frank Baum created the Land of Oz and devoted fourteen novels to it.',
  },
  {
    name: 'L. M. Montgomery',
    biography_fr:
      "Née sur l'Île-du-Prince-Édouard, Lucy Maud Montgomery (1874-1942) publia une vingtaine de romans, dont la série d'Anne… la maison aux pignons verts.",
    biography_en:
      'Born on Prince Edward Island, Lucy Maud Montgomery (1874-1942) published some twenty novels, including the Anne of Green Gables series.',
  },
  {
    name: 'Leo Tolstoy',
    biography_fr:
      "Aristocrate russe devenu moraliste (1828-1910), Léon Tolstoï a écrit Guerre et Paix et Anna Karénine dans son domaine de Iasnaïa Poliana.",
    biography_en:
      'A Russian aristocrat turned moralist (1828-1910), Leo Tolstoy wrote War and Peace and Anna Karenina on his estate at Yasnaya Polyana.',
  },
  {
    name: 'Lewis Carroll',
    biography_fr:
      "Sous le nom de Lewis Carroll, Charles Lutwidge Dodgson (1832-1898), professeur de mathématiques à Christ Church (Oxford) et photographe, écrivit les aventures d'Alice.",
    biography_en:
      "As Lewis Carroll, Charles Lutwidge Dodgson (1832-1898), a mathematics lecturer at Christ Church, Oxford, and a photographer, wrote Alice's adventures.",
  },
  {
    name: 'Lewis Page Mercier',
    biography_fr:
      "Pasteur anglican et traducteur (1820-1875), Lewis Page Mercier publia sous le nom de « Mercier Lewis » la première traduction anglaise de Vingt mille lieues sous les mers.",
    biography_en:
      'An Anglican clergyman and translator (1820-1875), Lewis Page Mercier published the first English translation of Twenty Thousand Leagues Under the Sea as "Mercier Lewis".',
  },
  {
    name: 'Louis Fabulet',
    biography_fr:
      "Traducteur français (1862-1933), Louis Fabulet a fait connaître Rudyard Kipling en France, souvent avec Robert d'Humières, et traduit le Walden de Thoreau.",
    biography_en:
      "A French translator (1862-1933), Louis Fabulet introduced Rudyard Kipling to France, often with Robert d'Humières, and translated Thoreau's Walden.",
  },
  {
    name: 'Louis Viardot',
    biography_fr:
      "Écrivain, critique d'art et hispaniste (1800-1883), époux de la cantatrice Pauline Viardot, Louis Viardot a traduit Don Quichotte et les nouvelles de Cervantes.",
    biography_en:
      'A writer, art critic and Hispanist (1800-1883) and husband of the singer Pauline Viardot, Louis Viardot translated Don Quixote and Cervantes\'s short novels.',
  },
  {
    name: 'Louis-Antoine de Bougainville',
    biography_fr:
      "Mathématicien, officier en Nouvelle-France puis navigateur, Louis-Antoine de Bougainville (1729-1811) accomplit le premier tour du monde français. La bougainvillée porte son nom.",
    biography_en:
      'Mathematician, officer in New France and navigator, Louis-Antoine de Bougainville (1729-1811) led the first French circumnavigation of the globe. The bougainvillea is named after him.',
  },
  {
    name: 'Louisa May Alcott',
    biography_fr:
      "Élevée à Concord parmi les transcendantalistes, Louisa May Alcott (1832-1888) fut infirmière pendant la guerre de Sécession avant de connaître le succès avec Les Quatre Filles du docteur March.",
    biography_en:
      'Raised in Concord among the Transcendentalists, Louisa May Alcott (1832-1888) was a nurse in the Civil War before finding success with Little Women.',
  },
  {
    name: 'Louise Michel',
    biography_fr:
      "Institutrice, combattante de la Commune de Paris et figure de l'anarchisme, Louise Michel (1830-1905) fut déportée en Nouvelle-Calédonie de 1873 à 1880.",
    biography_en:
      'A schoolteacher, fighter in the Paris Commune and anarchist figure, Louise Michel (1830-1905) was deported to New Caledonia from 1873 to 1880.',
  },
  {
    name: 'Luc-Olivier Merson',
    biography_fr:
      "Peintre et illustrateur (1846-1920), prix de Rome, Luc-Olivier Merson a dessiné des billets de banque et des timbres français ainsi que la mosaïque de l'abside du Sacré-Cœur de Montmartre.",
    biography_en:
      'A painter and illustrator (1846-1920) and Prix de Rome winner, Luc-Olivier Merson designed French banknotes and stamps as well as the apse mosaic of the Sacré-Cœur in Montmartre.',
  },
  {
    name: 'Lucy Crane',
    biography_fr:
      "Écrivaine et conférencière anglaise (1842-1882), sœur de l'illustrateur Walter Crane, Lucy Crane traduisit les contes des frères Grimm publiés en 1882.",
    biography_en:
      "An English writer and lecturer (1842-1882) and sister of the illustrator Walter Crane, Lucy Crane translated the Grimms' tales published in 1882.",
  },
  {
    name: 'Léon Benett',
    biography_fr:
      "Administrateur colonial et dessinateur (1839-1916), Léon Benett a illustré plus de vingt romans de Jules Verne, dont Le Tour du monde en quatre-vingts jours.",
    biography_en:
      'A colonial administrator and artist (1839-1916), Léon Benett illustrated more than twenty Jules Verne novels, including Around the World in Eighty Days.',
  },
  {
    name: 'Madame de La Fayette',
    biography_fr:
      "Femme de lettres du Grand Siècle (1634-1693), amie de Mme de Sévigné et de La Rochefoucauld, Marie-Madeleine de La Fayette publia anonymement La Princesse de Clèves.",
    biography_en:
      'A woman of letters of the French classical age (1634-1693) and friend of Madame de Sévigné and La Rochefoucauld, Marie-Madeleine de La Fayette published The Princess of Clèves anonymously.',
  },
  {
    name: 'Marcel Proust',
    biography_fr:
      "Mondain parisien devenu reclus pour achever son œuvre, Marcel Proust (1871-1922) a consacré ses dernières années à À la recherche du temps perdu, couronné par le prix Goncourt en 1919.",
    biography_en:
      'A Parisian socialite who withdrew from the world to finish his work, Marcel Proust (1871-1922) devoted his last years to In Search of Lost Time, awarded the Prix Goncourt in 1919.',
  },
  {
    name: 'Marie Curie',
    biography_fr:
      "Née Maria Skłodowska à Varsovie (1867-1934), Marie Curie découvrit le polonium et le radium avec Pierre Curie. Elle reçut le prix Nobel de physique en 1903 et celui de chimie en 1911.",
    biography_en:
      'Born Maria Skłodowska in Warsaw (1867-1934), Marie Curie discovered polonium and radium with Pierre Curie. She won the Nobel Prize in Physics in 1903 and in Chemistry in 1911.',
  },
  {
    name: 'Marivaux',
    biography_fr:
      "Pierre Carlet de Chamblain de Marivaux (1688-1763) écrivit pour les Comédiens-Italiens des comédies d'une grande finesse psychologique, à l'origine du mot « marivaudage ».",
    biography_en:
      'Pierre Carlet de Chamblain de Marivaux (1688-1763) wrote comedies of great psychological subtlety for the Comédie-Italienne, giving French the word "marivaudage".',
  },
  {
    name: 'Mark Twain',
    biography_fr:
      "Sous le nom de Mark Twain, Samuel Langhorne Clemens (1835-1910), ancien pilote de bateau à vapeur sur le Mississippi, devint le plus grand humoriste de la littérature américaine.",
    biography_en:
      'As Mark Twain, Samuel Langhorne Clemens (1835-1910), a former Mississippi steamboat pilot, became the greatest humorist in American literature.',
  },
  {
    name: 'Mary Kingsley',
    biography_fr:
      "Exploratrice et ethnographe anglaise (1862-1900), Mary Kingsley voyagea seule en Afrique de l'Ouest. Elle mourut en Afrique du Sud, où elle soignait des prisonniers de guerre boers.",
    biography_en:
      'An English explorer and ethnographer (1862-1900), Mary Kingsley travelled alone in West Africa. She died in South Africa while nursing Boer prisoners of war.',
  },
  {
    name: 'Mary Shelley',
    biography_fr:
      "Fille de Mary Wollstonecraft et du philosophe William Godwin, Mary Shelley (1797-1851) conçut Frankenstein à dix-huit ans, lors d'un séjour au bord du lac Léman.",
    biography_en:
      'The daughter of Mary Wollstonecraft and the philosopher William Godwin, Mary Shelley (1797-1851) conceived Frankenstein at eighteen during a stay on Lake Geneva.',
  },
  {
    name: 'Mary Wollstonecraft',
    biography_fr:
      "Pionnière du féminisme (1759-1797), Mary Wollstonecraft défendit l'éducation des femmes et assista à la Révolution à Paris. Elle mourut peu après la naissance de sa fille, la future Mary Shelley.",
    biography_en:
      "A pioneer of feminism (1759-1797), Mary Wollstonecraft argued for women's education and witnessed the Revolution in Paris. She died shortly after giving birth to her daughter, the future Mary Shelley.",
  },
  {
    name: 'Maurice Leblanc',
    biography_fr:
      "Romancier rouennais (1864-1941), Maurice Leblanc créa en 1905 Arsène Lupin pour le magazine Je sais tout et lui consacra une vingtaine de volumes.",
    biography_en:
      'A novelist from Rouen (1864-1941), Maurice Leblanc created Arsène Lupin in 1905 for the magazine Je sais tout and devoted some twenty volumes to him.',
  },
  {
    name: 'Maurice Leloir',
    biography_fr:
      "Peintre, illustrateur et historien du costume (1853-1940), Maurice Leloir a illustré Les Trois Mousquetaires en 1894 et conseillé Hollywood pour Le Masque de fer de Douglas Fairbanks.",
    biography_en:
      "A painter, illustrator and costume historian (1853-1940), Maurice Leloir illustrated The Three Musketeers in 1894 and advised Hollywood on Douglas Fairbanks's The Iron Mask.",
  },
  {
    name: 'Maurice Maeterlinck',
    biography_fr:
      "Poète et dramaturge belge de langue française (1862-1949), figure du symbolisme, Maurice Maeterlinck est l'auteur de Pelléas et Mélisande et de L'Oiseau bleu. Prix Nobel de littérature en 1911.",
    biography_en:
      'A French-speaking Belgian poet and playwright (1862-1949) and leading Symbolist, Maurice Maeterlinck wrote Pelléas and Mélisande and The Blue Bird. Nobel Prize in Literature, 1911.',
  },
  {
    name: 'Michael Faraday',
    biography_fr:
      "Fils de forgeron devenu apprenti relieur, Michael Faraday (1791-1867) découvrit l'induction électromagnétique et donna à la Royal Institution de célèbres conférences de Noël pour les jeunes.",
    biography_en:
      "A blacksmith's son who began as a bookbinder's apprentice, Michael Faraday (1791-1867) discovered electromagnetic induction and gave famous Christmas Lectures for young people at the Royal Institution.",
  },
  {
    name: 'Michel de Montaigne',
    biography_fr:
      "Magistrat puis maire de Bordeaux, Michel de Montaigne (1533-1592) inventa dans sa tour-bibliothèque un genre nouveau, l'essai, où il se prend lui-même pour sujet.",
    biography_en:
      'A magistrate and later mayor of Bordeaux, Michel de Montaigne (1533-1592) invented a new genre in his library tower: the essay, in which he took himself as his subject.',
  },
  {
    name: 'Miguel de Cervantes',
    biography_fr:
      "Blessé à la bataille de Lépante puis captif cinq ans à Alger, Miguel de Cervantes (1547-1616) publia en 1605 et 1615 les deux parties de Don Quichotte.",
    biography_en:
      'Wounded at the Battle of Lepanto and then held captive for five years in Algiers, Miguel de Cervantes (1547-1616) published the two parts of Don Quixote in 1605 and 1615.',
  },
  {
    name: 'Molière',
    biography_fr:
      "Jean-Baptiste Poquelin, dit Molière (1622-1673), comédien, chef de troupe et auteur, a porté la comédie au rang de grand art. Il fut pris de malaise pendant la quatrième représentation du Malade imaginaire et mourut le soir même.",
    biography_en:
      'Jean-Baptiste Poquelin, known as Molière (1622-1673), actor, company manager and playwright, raised comedy to a great art. He was taken ill during the fourth performance of The Imaginary Invalid and died that night.',
  },
  {
    name: 'Montesquieu',
    biography_fr:
      "Magistrat au parlement de Bordeaux, Charles-Louis de Secondat, baron de Montesquieu (1689-1755), théorisa la séparation des pouvoirs dans De l'esprit des lois.",
    biography_en:
      'A magistrate at the Parlement of Bordeaux, Charles-Louis de Secondat, Baron de Montesquieu (1689-1755), set out the separation of powers in The Spirit of the Laws.',
  },
  {
    name: 'Nathaniel Hawthorne',
    biography_fr:
      "Né à Salem dans une famille puritaine (1804-1864), Nathaniel Hawthorne interrogea l'héritage moral de la Nouvelle-Angleterre. Il fut consul des États-Unis à Liverpool.",
    biography_en:
      "Born in Salem to a Puritan family (1804-1864), Nathaniel Hawthorne explored New England's moral legacy. He served as United States consul in Liverpool.",
  },
  {
    name: 'Olympe de Gouges',
    biography_fr:
      "Femme de lettres et militante (1748-1793), Olympe de Gouges réclama l'égalité des femmes et l'abolition de l'esclavage. Opposée à la Terreur, elle fut guillotinée le 3 novembre 1793.",
    biography_en:
      'A writer and activist (1748-1793), Olympe de Gouges called for equality for women and the abolition of slavery. An opponent of the Terror, she was guillotined on 3 November 1793.',
  },
  {
    name: 'Oscar Wilde',
    biography_fr:
      "Dandy et esprit brillant né à Dublin (1854-1900), Oscar Wilde triompha sur les scènes londoniennes avant d'être condamné à deux ans de travaux forcés. Il mourut à Paris.",
    biography_en:
      'A Dublin-born dandy and brilliant wit (1854-1900), Oscar Wilde triumphed on the London stage before being sentenced to two years of hard labour. He died in Paris.',
  },
  {
    name: 'Paul Verlaine',
    biography_fr:
      "Né à Metz, Paul Verlaine (1844-1896) fit de la musique le cœur de sa poésie. Sa liaison tumultueuse avec Rimbaud le conduisit en prison en Belgique ; il fut élu « prince des poètes » en 1894.",
    biography_en:
      'Born in Metz, Paul Verlaine (1844-1896) made music the heart of his poetry. His stormy affair with Rimbaud landed him in a Belgian prison; he was elected "Prince of Poets" in 1894.',
  },
  {
    name: 'Pierre Corneille',
    biography_fr:
      "Avocat à Rouen, Pierre Corneille (1606-1684) triompha en 1637 avec Le Cid et domina le théâtre français avant l'arrivée de Racine.",
    biography_en:
      'A lawyer in Rouen, Pierre Corneille (1606-1684) triumphed in 1637 with Le Cid and dominated French drama until the arrival of Racine.',
  },
  {
    name: 'Pierre Leroux',
    biography_fr:
      "Typographe, philosophe et journaliste (1797-1871), fondateur du Globe et penseur socialiste, Pierre Leroux traduisit aussi le Werther de Goethe.",
    biography_en:
      "A typesetter, philosopher and journalist (1797-1871), co-founder of Le Globe and socialist thinker, Pierre Leroux also translated Goethe's Werther.",
  },
  {
    name: 'Pierre de Ronsard',
    biography_fr:
      "Chef de file de la Pléiade, Pierre de Ronsard (1524-1585), surnommé le « prince des poètes », fut le poète officiel de la cour des Valois.",
    biography_en:
      'Leader of the Pléiade, Pierre de Ronsard (1524-1585), known as the "Prince of Poets", was the official poet of the Valois court.',
  },
  {
    name: 'Prosper Mérimée',
    biography_fr:
      "Écrivain, archéologue et inspecteur général des monuments historiques à partir de 1834, Prosper Mérimée (1803-1870) est un maître de la nouvelle.",
    biography_en:
      'A writer, archaeologist and, from 1834, Inspector-General of Historic Monuments, Prosper Mérimée (1803-1870) was a master of the novella.',
  },
  {
    name: 'Pétrus Borel',
    biography_fr:
      "Surnommé « le Lycanthrope », Pétrus Borel (1809-1859) fut l'un des romantiques les plus excentriques, auteur de Champavert. Il finit sa vie comme inspecteur de la colonisation en Algérie.",
    biography_en:
      'Nicknamed "the Lycanthrope", Pétrus Borel (1809-1859) was one of the most eccentric Romantics and the author of Champavert. He ended his life as an inspector of colonisation in Algeria.',
  },
  {
    name: 'Raymond Radiguet',
    biography_fr:
      "Prodige encouragé par Jean Cocteau, Raymond Radiguet (1903-1923) publia Le Diable au corps à vingt ans et mourut de la typhoïde la même année.",
    biography_en:
      'A prodigy encouraged by Jean Cocteau, Raymond Radiguet (1903-1923) published The Devil in the Flesh at twenty and died of typhoid the same year.',
  },
  {
    name: 'René Descartes',
    biography_fr:
      "Philosophe, mathématicien et physicien (1596-1650), René Descartes vécut une vingtaine d'années aux Provinces-Unies et mourut à Stockholm, à la cour de la reine Christine.",
    biography_en:
      'A philosopher, mathematician and physicist (1596-1650), René Descartes lived for some twenty years in the Dutch Republic and died in Stockholm at the court of Queen Christina.',
  },
  {
    name: 'Robert Falcon Scott',
    biography_fr:
      "Officier de la Royal Navy (1868-1912), Robert Falcon Scott atteignit le pôle Sud le 17 janvier 1912, un mois après Amundsen, et mourut avec ses compagnons sur le chemin du retour.",
    biography_en:
      'A Royal Navy officer (1868-1912), Robert Falcon Scott reached the South Pole on 17 January 1912, a month after Amundsen, and died with his companions on the return journey.',
  },
  {
    name: 'Robert Louis Stevenson',
    biography_fr:
      "Né à Édimbourg, Robert Louis Stevenson (1850-1894) voyagea toute sa vie à la recherche d'un climat clément et mourut aux Samoa, où on l'appelait « Tusitala », le conteur.",
    biography_en:
      'Born in Edinburgh, Robert Louis Stevenson (1850-1894) travelled all his life in search of a kinder climate and died in Samoa, where he was called "Tusitala", the teller of tales.',
  },
  {
    name: 'Rudyard Kipling',
    biography_fr:
      "Né à Bombay, Rudyard Kipling (1865-1936), poète, nouvelliste et romancier, fut en 1907 le premier écrivain de langue anglaise à recevoir le prix Nobel de littérature.",
    biography_en:
      'Born in Bombay, Rudyard Kipling (1865-1936), poet, story writer and novelist, became in 1907 the first English-language writer to receive the Nobel Prize in Literature.',
  },
  {
    name: 'Samuel Taylor Coleridge',
    biography_fr:
      "Poète, critique et philosophe (1772-1834), Samuel Taylor Coleridge publia avec William Wordsworth les Ballades lyriques de 1798, acte de naissance du romantisme anglais.",
    biography_en:
      'A poet, critic and philosopher (1772-1834), Samuel Taylor Coleridge published the Lyrical Ballads of 1798 with William Wordsworth, the founding work of English Romanticism.',
  },
  {
    name: 'Sidney Paget',
    biography_fr:
      "Illustrateur anglais (1860-1908), Sidney Paget dessina Sherlock Holmes pour le Strand Magazine à partir de 1891 et lui donna sa fameuse casquette à double visière.",
    biography_en:
      'An English illustrator (1860-1908), Sidney Paget drew Sherlock Holmes for The Strand Magazine from 1891 and gave him his famous deerstalker.',
  },
  {
    name: 'Sigmund Freud',
    biography_fr:
      "Neurologue viennois (1856-1939), Sigmund Freud fonda la psychanalyse. Contraint à l'exil par l'annexion de l'Autriche, il mourut à Londres.",
    biography_en:
      'A Viennese neurologist (1856-1939), Sigmund Freud founded psychoanalysis. Forced into exile by the annexation of Austria, he died in London.',
  },
  {
    name: 'Stendhal',
    biography_fr:
      "Henri Beyle, dit Stendhal (1783-1842), né à Grenoble, suivit les armées de Napoléon et finit sa carrière comme consul à Civitavecchia. Il disait écrire pour les lecteurs de 1880.",
    biography_en:
      'Henri Beyle, known as Stendhal (1783-1842), born in Grenoble, followed Napoleon\'s armies and ended his career as consul at Civitavecchia. He said he was writing for the readers of 1880.',
  },
  {
    name: 'Thomas Carlyle',
    biography_fr:
      "Essayiste et historien écossais (1795-1881), Thomas Carlyle, le « sage de Chelsea », exerça une influence considérable sur la pensée victorienne.",
    biography_en:
      'A Scottish essayist and historian (1795-1881), Thomas Carlyle, "the Sage of Chelsea", was a major influence on Victorian thought.',
  },
  {
    name: 'Thomas Hardy',
    biography_fr:
      "Architecte de formation, Thomas Hardy (1840-1928) situa ses romans dans le Wessex, région imaginaire du sud-ouest de l'Angleterre, avant de se consacrer à la poésie.",
    biography_en:
      'Trained as an architect, Thomas Hardy (1840-1928) set his novels in Wessex, an imaginary region of south-west England, before devoting himself to poetry.',
  },
  {
    name: 'Thomas Paine',
    biography_fr:
      "Pamphlétaire anglais (1737-1809), Thomas Paine soutint la révolution américaine avec Le Sens commun, puis fut élu député à la Convention nationale en France.",
    biography_en:
      'An English pamphleteer (1737-1809), Thomas Paine supported the American Revolution with Common Sense and was later elected to the National Convention in France.',
  },
  {
    name: 'Théophile Gautier',
    biography_fr:
      "Célèbre pour son gilet rouge à la première d'Hernani, Théophile Gautier (1811-1872), poète, romancier et critique, fut le défenseur de « l'art pour l'art ».",
    biography_en:
      'Famous for the red waistcoat he wore at the premiere of Hernani, Théophile Gautier (1811-1872), poet, novelist and critic, was the champion of "art for art\'s sake".',
  },
  {
    name: 'Victor Derély',
    biography_fr:
      "Traducteur du russe au XIXe siècle, Victor Derély publia chez Plon en 1884 la première traduction française de Crime et Châtiment.",
    biography_en:
      'A nineteenth-century translator from Russian, Victor Derély published the first French translation of Crime and Punishment with Plon in 1884.',
  },
  {
    name: 'Victor Hugo',
    biography_fr:
      "Poète, dramaturge, romancier et homme politique (1802-1885), Victor Hugo passa près de vingt ans en exil pour s'être opposé à Napoléon III. Des funérailles nationales l'accompagnèrent au Panthéon.",
    biography_en:
      'Poet, playwright, novelist and statesman (1802-1885), Victor Hugo spent nearly twenty years in exile for opposing Napoleon III. A state funeral carried him to the Panthéon.',
  },
  {
    name: 'Virginia Woolf',
    biography_fr:
      "Romancière et essayiste londonienne (1882-1941), Virginia Woolf fonda avec son mari Leonard la Hogarth Press et renouvela le roman par l'exploration de la conscience.",
    biography_en:
      'A London novelist and essayist (1882-1941), Virginia Woolf founded the Hogarth Press with her husband Leonard and renewed the novel by exploring consciousness.',
  },
  {
    name: 'Voltaire',
    biography_fr:
      "François-Marie Arouet, dit Voltaire (1694-1778), deux fois embastillé, installé à Ferney aux portes de Genève, mit son ironie au service de la tolérance et de la justice.",
    biography_en:
      'François-Marie Arouet, known as Voltaire (1694-1778), twice imprisoned in the Bastille and later settled at Ferney near Geneva, used his irony in the cause of tolerance and justice.',
  },
  {
    name: 'W. W. Denslow',
    biography_fr:
      "Illustrateur et caricaturiste américain (1856-1915), William Wallace Denslow a donné ses premières images au pays d'Oz, dont il partageait les droits avec L. Frank Baum.",
    biography_en:
      'An American illustrator and cartoonist (1856-1915), William Wallace Denslow gave the Land of Oz its first pictures and shared the copyright with L. Frank Baum.',
  },
  {
    name: 'Walt Whitman',
    biography_fr:
      "Journaliste, infirmier bénévole pendant la guerre de Sécession et poète, Walt Whitman (1819-1892) enrichit toute sa vie les Feuilles d'herbe, fondatrices de la poésie américaine moderne.",
    biography_en:
      'Journalist, volunteer nurse in the Civil War and poet, Walt Whitman (1819-1892) expanded Leaves of Grass all his life, founding modern American poetry.',
  },
  {
    name: 'Walter Crane',
    biography_fr:
      "Peintre et illustrateur anglais (1845-1915), figure du mouvement Arts and Crafts, Walter Crane révolutionna l'album pour enfants avec ses « toy books » en couleurs.",
    biography_en:
      'An English painter and illustrator (1845-1915) and leading figure of the Arts and Crafts movement, Walter Crane revolutionised the children\'s picture book with his colour "toy books".',
  },
  {
    name: 'Walter Scott',
    biography_fr:
      "Avocat et poète écossais (1771-1832), Walter Scott imposa le roman historique avec Waverley et inspira toute l'Europe romantique.",
    biography_en:
      'A Scottish lawyer and poet (1771-1832), Walter Scott established the historical novel with Waverley and inspired the whole of Romantic Europe.',
  },
  {
    name: 'Wilkie Collins',
    biography_fr:
      "Ami et collaborateur de Dickens, Wilkie Collins (1824-1889) fut le maître du « roman à sensation » avec La Femme en blanc et La Pierre de lune.",
    biography_en:
      'A friend and collaborator of Dickens, Wilkie Collins (1824-1889) was the master of the sensation novel with The Woman in White and The Moonstone.',
  },
  {
    name: 'William James',
    biography_fr:
      "Frère aîné du romancier Henry James, William James (1842-1910), professeur à Harvard, fut l'un des fondateurs de la psychologie scientifique et du pragmatisme.",
    biography_en:
      'The elder brother of the novelist Henry James, William James (1842-1910), a Harvard professor, was a founder of scientific psychology and of pragmatism.',
  },
  {
    name: 'William Makepeace Thackeray',
    biography_fr:
      "Né à Calcutta, William Makepeace Thackeray (1811-1863) collabora au journal satirique Punch avant de devenir, avec La Foire aux vanités, le grand rival de Dickens.",
    biography_en:
      'Born in Calcutta, William Makepeace Thackeray (1811-1863) wrote for the satirical magazine Punch before becoming, with Vanity Fair, the great rival of Dickens.',
  },
  {
    name: 'William Shakespeare',
    biography_fr:
      "Acteur, poète et dramaturge de Stratford-upon-Avon (1564-1616), William Shakespeare écrivit pour le théâtre du Globe une quarantaine de pièces jouées dans le monde entier.",
    biography_en:
      'An actor, poet and playwright from Stratford-upon-Avon (1564-1616), William Shakespeare wrote some forty plays, many for the Globe Theatre, that are performed throughout the world.',
  },
  {
    name: 'William-L. Hughes',
    biography_fr:
      "Traducteur français du XIXe siècle, William Little Hughes a fait connaître de nombreux auteurs de langue anglaise, d'Edgar Allan Poe à Mark Twain, dont il traduisit Les Aventures de Tom Sawyer en 1884.",
    biography_en:
      'A nineteenth-century French translator, William Little Hughes introduced many English-language authors, from Edgar Allan Poe to Mark Twain, whose Adventures of Tom Sawyer he translated in 1884.',
  },
  {
    name: 'Édouard Riou',
    biography_fr:
      "Élève de Gustave Doré, Édouard Riou (1833-1900) a illustré les premiers Voyages extraordinaires de Jules Verne, dont Voyage au centre de la Terre.",
    biography_en:
      "A pupil of Gustave Doré, Édouard Riou (1833-1900) illustrated Jules Verne's early Extraordinary Voyages, including Journey to the Centre of the Earth.",
  },
  {
    name: 'Émile Bayard',
    biography_fr:
      "Illustrateur prolifique (1837-1891), Émile Bayard a dessiné le célèbre portrait de Cosette des Misérables et illustré Sans famille d'Hector Malot.",
    biography_en:
      "A prolific illustrator (1837-1891), Émile Bayard drew the famous portrait of Cosette for Les Misérables and illustrated Hector Malot's Sans famille.",
  },
  {
    name: 'Émile Zola',
    biography_fr:
      "Chef de file du naturalisme (1840-1902), Émile Zola consacra vingt romans aux Rougon-Macquart et s'engagea pour Dreyfus avec « J'accuse… ! ». Il repose au Panthéon depuis 1908.",
    biography_en:
      'Leader of the Naturalist movement (1840-1902), Émile Zola devoted twenty novels to the Rougon-Macquart and took up Dreyfus\'s cause with "J\'accuse…!". He has rested in the Panthéon since 1908.',
  },
];
